/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Law_TitleInputs */

const en_terms_20261127_law_title = /** @type {(inputs: Terms_20261127_Law_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applicable law and language`)
};

const fr_terms_20261127_law_title = /** @type {(inputs: Terms_20261127_Law_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Droit applicable et langue`)
};

/**
* | output |
* | --- |
* | "Applicable law and language" |
*
* @param {Terms_20261127_Law_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_law_title = /** @type {((inputs?: Terms_20261127_Law_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Law_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_law_title(inputs)
	return en_terms_20261127_law_title(inputs)
});