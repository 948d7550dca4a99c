/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Other_LanguageInputs */

const en_terms_other_language = /** @type {(inputs: Terms_Other_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version française`)
};

const fr_terms_other_language = /** @type {(inputs: Terms_Other_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English version`)
};

/**
* | output |
* | --- |
* | "Version française" |
*
* @param {Terms_Other_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_other_language = /** @type {((inputs?: Terms_Other_LanguageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Other_LanguageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_other_language(inputs)
	return en_terms_other_language(inputs)
});