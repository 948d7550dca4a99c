/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Vat_FranchiseInputs */

const en_invoice_vat_franchise = /** @type {(inputs: Invoice_Vat_FranchiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVA non applicable, art. 293 B du CGI (VAT not applicable)`)
};

const fr_invoice_vat_franchise = /** @type {(inputs: Invoice_Vat_FranchiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVA non applicable, art. 293 B du CGI`)
};

/**
* | output |
* | --- |
* | "TVA non applicable, art. 293 B du CGI (VAT not applicable)" |
*
* @param {Invoice_Vat_FranchiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_vat_franchise = /** @type {((inputs?: Invoice_Vat_FranchiseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Vat_FranchiseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_vat_franchise(inputs)
	return en_invoice_vat_franchise(inputs)
});