/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Retry_Nothing_To_RetryInputs */

const en_admin_refund_retry_nothing_to_retry = /** @type {(inputs: Admin_Refund_Retry_Nothing_To_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking has no failed refund.`)
};

const fr_admin_refund_retry_nothing_to_retry = /** @type {(inputs: Admin_Refund_Retry_Nothing_To_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'a pas de remboursement en échec.`)
};

/**
* | output |
* | --- |
* | "This booking has no failed refund." |
*
* @param {Admin_Refund_Retry_Nothing_To_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_nothing_to_retry = /** @type {((inputs?: Admin_Refund_Retry_Nothing_To_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Retry_Nothing_To_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_retry_nothing_to_retry(inputs)
	return en_admin_refund_retry_nothing_to_retry(inputs)
});