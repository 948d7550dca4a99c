/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Earlier_LinkInputs */

const en_terms_earlier_link = /** @type {(inputs: Terms_Earlier_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`here`)
};

const fr_terms_earlier_link = /** @type {(inputs: Terms_Earlier_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ici`)
};

/**
* | output |
* | --- |
* | "here" |
*
* @param {Terms_Earlier_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_earlier_link = /** @type {((inputs?: Terms_Earlier_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Earlier_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_earlier_link(inputs)
	return en_terms_earlier_link(inputs)
});