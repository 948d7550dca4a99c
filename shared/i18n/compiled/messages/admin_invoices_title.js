/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_TitleInputs */

const en_admin_invoices_title = /** @type {(inputs: Admin_Invoices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices`)
};

const fr_admin_invoices_title = /** @type {(inputs: Admin_Invoices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures`)
};

/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Admin_Invoices_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_title = /** @type {((inputs?: Admin_Invoices_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_title(inputs)
	return en_admin_invoices_title(inputs)
});