/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Discount_Used_UpInputs */

const en_discount_used_up = /** @type {(inputs: Discount_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code has reached its usage limit.`)
};

const fr_discount_used_up = /** @type {(inputs: Discount_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction a atteint sa limite d'utilisation.`)
};

/**
* | output |
* | --- |
* | "This discount code has reached its usage limit." |
*
* @param {Discount_Used_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_used_up = /** @type {((inputs?: Discount_Used_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_Used_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_discount_used_up(inputs)
	return en_discount_used_up(inputs)
});