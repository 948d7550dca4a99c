/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Kind_InvoiceInputs */

const en_admin_invoices_kind_invoice = /** @type {(inputs: Admin_Invoices_Kind_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

const fr_admin_invoices_kind_invoice = /** @type {(inputs: Admin_Invoices_Kind_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture`)
};

/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Admin_Invoices_Kind_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_kind_invoice = /** @type {((inputs?: Admin_Invoices_Kind_InvoiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Kind_InvoiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_kind_invoice(inputs)
	return en_admin_invoices_kind_invoice(inputs)
});