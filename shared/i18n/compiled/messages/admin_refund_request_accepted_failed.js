/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Refund_Request_Accepted_FailedInputs */

const en_admin_refund_request_accepted_failed = /** @type {(inputs: Admin_Refund_Request_Accepted_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request accepted: booking cancelled, but the refund of ${i?.amount} failed at the payment provider: it will be retried automatically.`)
};

const fr_admin_refund_request_accepted_failed = /** @type {(inputs: Admin_Refund_Request_Accepted_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande acceptée : réservation annulée, mais le remboursement de ${i?.amount} a échoué chez le prestataire de paiement : il sera retenté automatiquement.`)
};

/**
* | output |
* | --- |
* | "Request accepted: booking cancelled, but the refund of {amount} failed at the payment provider: it will be retried automatically." |
*
* @param {Admin_Refund_Request_Accepted_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_accepted_failed = /** @type {((inputs: Admin_Refund_Request_Accepted_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Request_Accepted_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_request_accepted_failed(inputs)
	return en_admin_refund_request_accepted_failed(inputs)
});