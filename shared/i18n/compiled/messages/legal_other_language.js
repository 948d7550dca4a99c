/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Other_LanguageInputs */

const en_legal_other_language = /** @type {(inputs: Legal_Other_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version française`)
};

const fr_legal_other_language = /** @type {(inputs: Legal_Other_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English version`)
};

/**
* | output |
* | --- |
* | "Version française" |
*
* @param {Legal_Other_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_other_language = /** @type {((inputs?: Legal_Other_LanguageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Other_LanguageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_other_language(inputs)
	return en_legal_other_language(inputs)
});