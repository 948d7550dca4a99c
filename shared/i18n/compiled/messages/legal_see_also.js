/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown> }} Legal_See_AlsoInputs */

const en_legal_see_also = /** @type {(inputs: Legal_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What you agree to when you book is in our ${i?.terms}.`)
};

const fr_legal_see_also = /** @type {(inputs: Legal_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce que vous acceptez en réservant figure dans nos ${i?.terms}.`)
};

/**
* | output |
* | --- |
* | "What you agree to when you book is in our {terms}." |
*
* @param {Legal_See_AlsoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_see_also = /** @type {((inputs: Legal_See_AlsoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_See_AlsoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_see_also(inputs)
	return en_legal_see_also(inputs)
});