/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Refund_FailedInputs */

const en_admin_status_refund_failed = /** @type {(inputs: Admin_Status_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const fr_admin_status_refund_failed = /** @type {(inputs: Admin_Status_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_Status_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_failed = /** @type {((inputs?: Admin_Status_Refund_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Refund_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_refund_failed(inputs)
	return en_admin_status_refund_failed(inputs)
});