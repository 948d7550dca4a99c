/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Seller_Legal_LinkInputs */

const en_terms_20261127_seller_legal_link = /** @type {(inputs: Terms_20261127_Seller_Legal_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`legal notice`)
};

const fr_terms_20261127_seller_legal_link = /** @type {(inputs: Terms_20261127_Seller_Legal_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mentions légales`)
};

/**
* | output |
* | --- |
* | "legal notice" |
*
* @param {Terms_20261127_Seller_Legal_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_seller_legal_link = /** @type {((inputs?: Terms_20261127_Seller_Legal_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Seller_Legal_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_seller_legal_link(inputs)
	return en_terms_20261127_seller_legal_link(inputs)
});