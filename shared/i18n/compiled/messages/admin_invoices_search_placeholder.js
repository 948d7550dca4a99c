/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Search_PlaceholderInputs */

const en_admin_invoices_search_placeholder = /** @type {(inputs: Admin_Invoices_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`F2026-000001, Dupont, TW-…`)
};

const fr_admin_invoices_search_placeholder = /** @type {(inputs: Admin_Invoices_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`F2026-000001, Dupont, TW-…`)
};

/**
* | output |
* | --- |
* | "F2026-000001, Dupont, TW-…" |
*
* @param {Admin_Invoices_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_search_placeholder = /** @type {((inputs?: Admin_Invoices_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_search_placeholder(inputs)
	return en_admin_invoices_search_placeholder(inputs)
});