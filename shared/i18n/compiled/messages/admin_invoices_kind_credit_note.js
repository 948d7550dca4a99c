/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Kind_Credit_NoteInputs */

const en_admin_invoices_kind_credit_note = /** @type {(inputs: Admin_Invoices_Kind_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit note`)
};

const fr_admin_invoices_kind_credit_note = /** @type {(inputs: Admin_Invoices_Kind_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avoir`)
};

/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Admin_Invoices_Kind_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_kind_credit_note = /** @type {((inputs?: Admin_Invoices_Kind_Credit_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Kind_Credit_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_kind_credit_note(inputs)
	return en_admin_invoices_kind_credit_note(inputs)
});