/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Col_FamilyInputs */

const en_admin_invoices_col_family = /** @type {(inputs: Admin_Invoices_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

const fr_admin_invoices_col_family = /** @type {(inputs: Admin_Invoices_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Famille`)
};

/**
* | output |
* | --- |
* | "Family" |
*
* @param {Admin_Invoices_Col_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_family = /** @type {((inputs?: Admin_Invoices_Col_FamilyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Col_FamilyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_col_family(inputs)
	return en_admin_invoices_col_family(inputs)
});