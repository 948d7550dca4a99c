/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Invoice_Vat_NumberInputs */

const en_invoice_vat_number = /** @type {(inputs: Invoice_Vat_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT number ${i?.number}`)
};

const fr_invoice_vat_number = /** @type {(inputs: Invoice_Vat_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`N° de TVA ${i?.number}`)
};

/**
* | output |
* | --- |
* | "VAT number {number}" |
*
* @param {Invoice_Vat_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_vat_number = /** @type {((inputs: Invoice_Vat_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Vat_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_vat_number(inputs)
	return en_invoice_vat_number(inputs)
});