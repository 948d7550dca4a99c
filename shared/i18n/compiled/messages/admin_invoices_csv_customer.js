/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_CustomerInputs */

const en_admin_invoices_csv_customer = /** @type {(inputs: Admin_Invoices_Csv_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

const fr_admin_invoices_csv_customer = /** @type {(inputs: Admin_Invoices_Csv_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Admin_Invoices_Csv_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_customer = /** @type {((inputs?: Admin_Invoices_Csv_CustomerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_CustomerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_customer(inputs)
	return en_admin_invoices_csv_customer(inputs)
});