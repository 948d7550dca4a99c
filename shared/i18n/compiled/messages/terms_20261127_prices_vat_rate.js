/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Terms_20261127_Prices_Vat_RateInputs */

const en_terms_20261127_prices_vat_rate = /** @type {(inputs: Terms_20261127_Prices_Vat_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices include VAT at ${i?.rate}%.`)
};

const fr_terms_20261127_prices_vat_rate = /** @type {(inputs: Terms_20261127_Prices_Vat_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix comprennent la TVA au taux de ${i?.rate} %.`)
};

/**
* | output |
* | --- |
* | "Prices include VAT at {rate}%." |
*
* @param {Terms_20261127_Prices_Vat_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_vat_rate = /** @type {((inputs: Terms_20261127_Prices_Vat_RateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Prices_Vat_RateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_prices_vat_rate(inputs)
	return en_terms_20261127_prices_vat_rate(inputs)
});