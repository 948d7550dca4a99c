/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_Vat_RateInputs */

const en_admin_invoices_csv_vat_rate = /** @type {(inputs: Admin_Invoices_Csv_Vat_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT rate`)
};

const fr_admin_invoices_csv_vat_rate = /** @type {(inputs: Admin_Invoices_Csv_Vat_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux TVA`)
};

/**
* | output |
* | --- |
* | "VAT rate" |
*
* @param {Admin_Invoices_Csv_Vat_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_vat_rate = /** @type {((inputs?: Admin_Invoices_Csv_Vat_RateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_Vat_RateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_vat_rate(inputs)
	return en_admin_invoices_csv_vat_rate(inputs)
});