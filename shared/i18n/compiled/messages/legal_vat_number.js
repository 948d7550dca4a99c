/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Vat_NumberInputs */

const en_legal_vat_number = /** @type {(inputs: Legal_Vat_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT number`)
};

const fr_legal_vat_number = /** @type {(inputs: Legal_Vat_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de TVA`)
};

/**
* | output |
* | --- |
* | "VAT number" |
*
* @param {Legal_Vat_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_vat_number = /** @type {((inputs?: Legal_Vat_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Vat_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_vat_number(inputs)
	return en_legal_vat_number(inputs)
});