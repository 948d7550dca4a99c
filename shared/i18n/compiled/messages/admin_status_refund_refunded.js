/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Refund_RefundedInputs */

const en_admin_status_refund_refunded = /** @type {(inputs: Admin_Status_Refund_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const fr_admin_status_refund_refunded = /** @type {(inputs: Admin_Status_Refund_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Admin_Status_Refund_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_refunded = /** @type {((inputs?: Admin_Status_Refund_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Refund_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_refund_refunded(inputs)
	return en_admin_status_refund_refunded(inputs)
});