/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minimum: NonNullable<unknown> }} Discount_Below_MinimumInputs */

const en_discount_below_minimum = /** @type {(inputs: Discount_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This discount code applies to orders of ${i?.minimum} or more.`)
};

const fr_discount_below_minimum = /** @type {(inputs: Discount_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce code de réduction s'applique aux commandes de ${i?.minimum} ou plus.`)
};

/**
* | output |
* | --- |
* | "This discount code applies to orders of {minimum} or more." |
*
* @param {Discount_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_below_minimum = /** @type {((inputs: Discount_Below_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_Below_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_discount_below_minimum(inputs)
	return en_discount_below_minimum(inputs)
});