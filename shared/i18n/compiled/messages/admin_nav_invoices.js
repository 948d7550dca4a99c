/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nav_InvoicesInputs */

const en_admin_nav_invoices = /** @type {(inputs: Admin_Nav_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices`)
};

const fr_admin_nav_invoices = /** @type {(inputs: Admin_Nav_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures`)
};

/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Admin_Nav_InvoicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_invoices = /** @type {((inputs?: Admin_Nav_InvoicesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nav_InvoicesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_nav_invoices(inputs)
	return en_admin_nav_invoices(inputs)
});