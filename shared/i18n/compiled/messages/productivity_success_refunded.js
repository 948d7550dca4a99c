/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_RefundedInputs */

const en_productivity_success_refunded = /** @type {(inputs: Productivity_Success_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This schedule filled up: you have been refunded`)
};

const fr_productivity_success_refunded = /** @type {(inputs: Productivity_Success_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce créneau est complet : vous avez été remboursé`)
};

/**
* | output |
* | --- |
* | "This schedule filled up: you have been refunded" |
*
* @param {Productivity_Success_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_refunded = /** @type {((inputs?: Productivity_Success_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_refunded(inputs)
	return en_productivity_success_refunded(inputs)
});