/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Load_ErrorInputs */

const en_admin_invoices_load_error = /** @type {(inputs: Admin_Invoices_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the invoices`)
};

const fr_admin_invoices_load_error = /** @type {(inputs: Admin_Invoices_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les factures`)
};

/**
* | output |
* | --- |
* | "Could not load the invoices" |
*
* @param {Admin_Invoices_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_load_error = /** @type {((inputs?: Admin_Invoices_Load_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Load_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_load_error(inputs)
	return en_admin_invoices_load_error(inputs)
});