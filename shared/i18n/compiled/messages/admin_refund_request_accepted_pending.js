/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Refund_Request_Accepted_PendingInputs */

const en_admin_refund_request_accepted_pending = /** @type {(inputs: Admin_Refund_Request_Accepted_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request accepted: booking cancelled, refund of ${i?.amount} in progress.`)
};

const fr_admin_refund_request_accepted_pending = /** @type {(inputs: Admin_Refund_Request_Accepted_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande acceptée : réservation annulée, remboursement de ${i?.amount} en cours.`)
};

/**
* | output |
* | --- |
* | "Request accepted: booking cancelled, refund of {amount} in progress." |
*
* @param {Admin_Refund_Request_Accepted_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_accepted_pending = /** @type {((inputs: Admin_Refund_Request_Accepted_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Request_Accepted_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_request_accepted_pending(inputs)
	return en_admin_refund_request_accepted_pending(inputs)
});