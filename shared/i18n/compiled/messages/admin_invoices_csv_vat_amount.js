/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_Vat_AmountInputs */

const en_admin_invoices_csv_vat_amount = /** @type {(inputs: Admin_Invoices_Csv_Vat_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT (EUR)`)
};

const fr_admin_invoices_csv_vat_amount = /** @type {(inputs: Admin_Invoices_Csv_Vat_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant TVA (EUR)`)
};

/**
* | output |
* | --- |
* | "VAT (EUR)" |
*
* @param {Admin_Invoices_Csv_Vat_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_vat_amount = /** @type {((inputs?: Admin_Invoices_Csv_Vat_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_Vat_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_vat_amount(inputs)
	return en_admin_invoices_csv_vat_amount(inputs)
});