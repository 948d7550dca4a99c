/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_LinkInputs */

const en_legal_terms_link = /** @type {(inputs: Legal_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terms of sale`)
};

const fr_legal_terms_link = /** @type {(inputs: Legal_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conditions générales de vente`)
};

/**
* | output |
* | --- |
* | "terms of sale" |
*
* @param {Legal_Terms_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_terms_link = /** @type {((inputs?: Legal_Terms_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_terms_link(inputs)
	return en_legal_terms_link(inputs)
});