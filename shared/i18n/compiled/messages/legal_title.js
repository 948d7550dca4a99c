/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_TitleInputs */

const en_legal_title = /** @type {(inputs: Legal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal notice`)
};

const fr_legal_title = /** @type {(inputs: Legal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales`)
};

/**
* | output |
* | --- |
* | "Legal notice" |
*
* @param {Legal_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_title = /** @type {((inputs?: Legal_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_title(inputs)
	return en_legal_title(inputs)
});