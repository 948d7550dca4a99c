/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_Amount_ExclInputs */

const en_admin_invoices_csv_amount_excl = /** @type {(inputs: Admin_Invoices_Csv_Amount_ExclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount excl. VAT (EUR)`)
};

const fr_admin_invoices_csv_amount_excl = /** @type {(inputs: Admin_Invoices_Csv_Amount_ExclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant HT (EUR)`)
};

/**
* | output |
* | --- |
* | "Amount excl. VAT (EUR)" |
*
* @param {Admin_Invoices_Csv_Amount_ExclInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_amount_excl = /** @type {((inputs?: Admin_Invoices_Csv_Amount_ExclInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_Amount_ExclInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_amount_excl(inputs)
	return en_admin_invoices_csv_amount_excl(inputs)
});