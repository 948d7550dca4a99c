/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_DescriptionInputs */

const en_admin_invoices_description = /** @type {(inputs: Admin_Invoices_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices and credit notes issued, for the accounts.`)
};

const fr_admin_invoices_description = /** @type {(inputs: Admin_Invoices_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les factures et avoirs émis, pour la comptabilité.`)
};

/**
* | output |
* | --- |
* | "Invoices and credit notes issued, for the accounts." |
*
* @param {Admin_Invoices_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_description = /** @type {((inputs?: Admin_Invoices_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_description(inputs)
	return en_admin_invoices_description(inputs)
});