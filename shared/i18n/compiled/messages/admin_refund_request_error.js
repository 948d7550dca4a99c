/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Request_ErrorInputs */

const en_admin_refund_request_error = /** @type {(inputs: Admin_Refund_Request_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not handle the refund request`)
};

const fr_admin_refund_request_error = /** @type {(inputs: Admin_Refund_Request_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de traiter la demande de remboursement`)
};

/**
* | output |
* | --- |
* | "Could not handle the refund request" |
*
* @param {Admin_Refund_Request_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_error = /** @type {((inputs?: Admin_Refund_Request_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Request_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_request_error(inputs)
	return en_admin_refund_request_error(inputs)
});