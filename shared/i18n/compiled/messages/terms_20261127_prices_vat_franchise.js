/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mention: NonNullable<unknown> }} Terms_20261127_Prices_Vat_FranchiseInputs */

const en_terms_20261127_prices_vat_franchise = /** @type {(inputs: Terms_20261127_Prices_Vat_FranchiseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The academy does not charge VAT: ${i?.mention}.`)
};

const fr_terms_20261127_prices_vat_franchise = /** @type {(inputs: Terms_20261127_Prices_Vat_FranchiseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'académie ne facture pas la TVA : ${i?.mention}.`)
};

/**
* | output |
* | --- |
* | "The academy does not charge VAT: {mention}." |
*
* @param {Terms_20261127_Prices_Vat_FranchiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_vat_franchise = /** @type {((inputs: Terms_20261127_Prices_Vat_FranchiseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Prices_Vat_FranchiseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_prices_vat_franchise(inputs)
	return en_terms_20261127_prices_vat_franchise(inputs)
});