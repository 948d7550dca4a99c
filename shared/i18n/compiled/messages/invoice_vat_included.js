/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown>, amount: NonNullable<unknown> }} Invoice_Vat_IncludedInputs */

const en_invoice_vat_included = /** @type {(inputs: Invoice_Vat_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Of which VAT at ${i?.rate} %: ${i?.amount}`)
};

const fr_invoice_vat_included = /** @type {(inputs: Invoice_Vat_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dont TVA à ${i?.rate} % : ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Of which VAT at {rate} %: {amount}" |
*
* @param {Invoice_Vat_IncludedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_vat_included = /** @type {((inputs: Invoice_Vat_IncludedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Vat_IncludedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_vat_included(inputs)
	return en_invoice_vat_included(inputs)
});