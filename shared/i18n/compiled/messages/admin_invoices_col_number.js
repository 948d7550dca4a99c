/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Col_NumberInputs */

const en_admin_invoices_col_number = /** @type {(inputs: Admin_Invoices_Col_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number`)
};

const fr_admin_invoices_col_number = /** @type {(inputs: Admin_Invoices_Col_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro`)
};

/**
* | output |
* | --- |
* | "Number" |
*
* @param {Admin_Invoices_Col_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_number = /** @type {((inputs?: Admin_Invoices_Col_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Col_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_col_number(inputs)
	return en_admin_invoices_col_number(inputs)
});