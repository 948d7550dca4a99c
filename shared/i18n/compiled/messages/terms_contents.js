/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_ContentsInputs */

const en_terms_contents = /** @type {(inputs: Terms_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contents`)
};

const fr_terms_contents = /** @type {(inputs: Terms_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sommaire`)
};

/**
* | output |
* | --- |
* | "Contents" |
*
* @param {Terms_ContentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_contents = /** @type {((inputs?: Terms_ContentsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_ContentsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_contents(inputs)
	return en_terms_contents(inputs)
});