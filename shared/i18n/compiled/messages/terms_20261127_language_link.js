/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Language_LinkInputs */

const en_terms_20261127_language_link = /** @type {(inputs: Terms_20261127_Language_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French version`)
};

const fr_terms_20261127_language_link = /** @type {(inputs: Terms_20261127_Language_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`version française`)
};

/**
* | output |
* | --- |
* | "French version" |
*
* @param {Terms_20261127_Language_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_language_link = /** @type {((inputs?: Terms_20261127_Language_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Language_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_language_link(inputs)
	return en_terms_20261127_language_link(inputs)
});