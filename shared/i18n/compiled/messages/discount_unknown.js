/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Discount_UnknownInputs */

const en_discount_unknown = /** @type {(inputs: Discount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code is not valid.`)
};

const fr_discount_unknown = /** @type {(inputs: Discount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction n'est pas valide.`)
};

/**
* | output |
* | --- |
* | "This discount code is not valid." |
*
* @param {Discount_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_unknown = /** @type {((inputs?: Discount_UnknownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_UnknownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_discount_unknown(inputs)
	return en_discount_unknown(inputs)
});