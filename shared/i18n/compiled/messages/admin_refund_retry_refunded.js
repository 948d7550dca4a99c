/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Refund_Retry_RefundedInputs */

const en_admin_refund_retry_refunded = /** @type {(inputs: Admin_Refund_Retry_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded.`)
};

const fr_admin_refund_retry_refunded = /** @type {(inputs: Admin_Refund_Retry_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} remboursés.`)
};

/**
* | output |
* | --- |
* | "{amount} refunded." |
*
* @param {Admin_Refund_Retry_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_refunded = /** @type {((inputs: Admin_Refund_Retry_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Retry_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_retry_refunded(inputs)
	return en_admin_refund_retry_refunded(inputs)
});