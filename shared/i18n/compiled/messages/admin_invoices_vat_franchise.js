/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Vat_FranchiseInputs */

const en_admin_invoices_vat_franchise = /** @type {(inputs: Admin_Invoices_Vat_FranchiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franchise (art. 293 B du CGI)`)
};

const fr_admin_invoices_vat_franchise = /** @type {(inputs: Admin_Invoices_Vat_FranchiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franchise (art. 293 B du CGI)`)
};

/**
* | output |
* | --- |
* | "Franchise (art. 293 B du CGI)" |
*
* @param {Admin_Invoices_Vat_FranchiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_vat_franchise = /** @type {((inputs?: Admin_Invoices_Vat_FranchiseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Vat_FranchiseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_vat_franchise(inputs)
	return en_admin_invoices_vat_franchise(inputs)
});