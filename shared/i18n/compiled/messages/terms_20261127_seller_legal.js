/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Terms_20261127_Seller_LegalInputs */

const en_terms_20261127_seller_legal = /** @type {(inputs: Terms_20261127_Seller_LegalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The academy's full details are in the ${i?.link}.`)
};

const fr_terms_20261127_seller_legal = /** @type {(inputs: Terms_20261127_Seller_LegalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les informations sur l'académie figurent dans les ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "The academy's full details are in the {link}." |
*
* @param {Terms_20261127_Seller_LegalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_seller_legal = /** @type {((inputs: Terms_20261127_Seller_LegalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Seller_LegalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_seller_legal(inputs)
	return en_terms_20261127_seller_legal(inputs)
});