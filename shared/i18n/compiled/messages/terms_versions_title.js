/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Versions_TitleInputs */

const en_terms_versions_title = /** @type {(inputs: Terms_Versions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other versions`)
};

const fr_terms_versions_title = /** @type {(inputs: Terms_Versions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres versions`)
};

/**
* | output |
* | --- |
* | "Other versions" |
*
* @param {Terms_Versions_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_versions_title = /** @type {((inputs?: Terms_Versions_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Versions_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_versions_title(inputs)
	return en_terms_versions_title(inputs)
});