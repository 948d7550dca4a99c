/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_SearchInputs */

const en_admin_invoices_search = /** @type {(inputs: Admin_Invoices_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by number, family or booking`)
};

const fr_admin_invoices_search = /** @type {(inputs: Admin_Invoices_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par numéro, famille ou réservation`)
};

/**
* | output |
* | --- |
* | "Search by number, family or booking" |
*
* @param {Admin_Invoices_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_search = /** @type {((inputs?: Admin_Invoices_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_search(inputs)
	return en_admin_invoices_search(inputs)
});