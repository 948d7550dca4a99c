/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Retry_ErrorInputs */

const en_admin_refund_retry_error = /** @type {(inputs: Admin_Refund_Retry_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not retry the refund`)
};

const fr_admin_refund_retry_error = /** @type {(inputs: Admin_Refund_Retry_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de relancer le remboursement`)
};

/**
* | output |
* | --- |
* | "Could not retry the refund" |
*
* @param {Admin_Refund_Retry_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_error = /** @type {((inputs?: Admin_Refund_Retry_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Retry_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_retry_error(inputs)
	return en_admin_refund_retry_error(inputs)
});