/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Request_DeclinedInputs */

const en_admin_refund_request_declined = /** @type {(inputs: Admin_Refund_Request_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request declined: the booking stays confirmed and the family has been told by e-mail.`)
};

const fr_admin_refund_request_declined = /** @type {(inputs: Admin_Refund_Request_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande refusée : la réservation reste confirmée et la famille a été prévenue par e-mail.`)
};

/**
* | output |
* | --- |
* | "Request declined: the booking stays confirmed and the family has been told by e-mail." |
*
* @param {Admin_Refund_Request_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_declined = /** @type {((inputs?: Admin_Refund_Request_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Request_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_request_declined(inputs)
	return en_admin_refund_request_declined(inputs)
});