/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Request_NoneInputs */

const en_admin_refund_request_none = /** @type {(inputs: Admin_Refund_Request_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking has no refund request waiting.`)
};

const fr_admin_refund_request_none = /** @type {(inputs: Admin_Refund_Request_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'a pas de demande de remboursement en attente.`)
};

/**
* | output |
* | --- |
* | "This booking has no refund request waiting." |
*
* @param {Admin_Refund_Request_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_none = /** @type {((inputs?: Admin_Refund_Request_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Request_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_request_none(inputs)
	return en_admin_refund_request_none(inputs)
});