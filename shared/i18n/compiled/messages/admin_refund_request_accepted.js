/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Refund_Request_AcceptedInputs */

const en_admin_refund_request_accepted = /** @type {(inputs: Admin_Refund_Request_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request accepted: booking cancelled, ${i?.amount} refunded to the family.`)
};

const fr_admin_refund_request_accepted = /** @type {(inputs: Admin_Refund_Request_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande acceptée : réservation annulée, ${i?.amount} remboursés à la famille.`)
};

/**
* | output |
* | --- |
* | "Request accepted: booking cancelled, {amount} refunded to the family." |
*
* @param {Admin_Refund_Request_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_accepted = /** @type {((inputs: Admin_Refund_Request_AcceptedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Request_AcceptedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_request_accepted(inputs)
	return en_admin_refund_request_accepted(inputs)
});