/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_EmptyInputs */

const en_admin_invoices_empty = /** @type {(inputs: Admin_Invoices_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invoice or credit note found.`)
};

const fr_admin_invoices_empty = /** @type {(inputs: Admin_Invoices_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune facture ni aucun avoir trouvé.`)
};

/**
* | output |
* | --- |
* | "No invoice or credit note found." |
*
* @param {Admin_Invoices_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_empty = /** @type {((inputs?: Admin_Invoices_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_empty(inputs)
	return en_admin_invoices_empty(inputs)
});