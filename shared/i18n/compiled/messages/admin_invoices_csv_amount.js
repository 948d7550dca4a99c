/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_AmountInputs */

const en_admin_invoices_csv_amount = /** @type {(inputs: Admin_Invoices_Csv_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount incl. VAT (EUR)`)
};

const fr_admin_invoices_csv_amount = /** @type {(inputs: Admin_Invoices_Csv_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant TTC (EUR)`)
};

/**
* | output |
* | --- |
* | "Amount incl. VAT (EUR)" |
*
* @param {Admin_Invoices_Csv_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_amount = /** @type {((inputs?: Admin_Invoices_Csv_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_amount(inputs)
	return en_admin_invoices_csv_amount(inputs)
});