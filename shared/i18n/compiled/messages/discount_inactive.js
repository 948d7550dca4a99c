/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Discount_InactiveInputs */

const en_discount_inactive = /** @type {(inputs: Discount_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code is no longer active.`)
};

const fr_discount_inactive = /** @type {(inputs: Discount_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction n'est plus actif.`)
};

/**
* | output |
* | --- |
* | "This discount code is no longer active." |
*
* @param {Discount_InactiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_inactive = /** @type {((inputs?: Discount_InactiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_InactiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_discount_inactive(inputs)
	return en_discount_inactive(inputs)
});