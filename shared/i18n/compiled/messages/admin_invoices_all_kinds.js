/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_All_KindsInputs */

const en_admin_invoices_all_kinds = /** @type {(inputs: Admin_Invoices_All_KindsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All documents`)
};

const fr_admin_invoices_all_kinds = /** @type {(inputs: Admin_Invoices_All_KindsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les documents`)
};

/**
* | output |
* | --- |
* | "All documents" |
*
* @param {Admin_Invoices_All_KindsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_all_kinds = /** @type {((inputs?: Admin_Invoices_All_KindsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_All_KindsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_all_kinds(inputs)
	return en_admin_invoices_all_kinds(inputs)
});