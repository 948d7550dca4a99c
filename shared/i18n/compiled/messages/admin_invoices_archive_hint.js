/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Admin_Invoices_Archive_HintInputs */

const en_admin_invoices_archive_hint = /** @type {(inputs: Admin_Invoices_Archive_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The filtered documents' PDFs, ${i?.limit} at most`)
};

const fr_admin_invoices_archive_hint = /** @type {(inputs: Admin_Invoices_Archive_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les PDF des documents filtrés, ${i?.limit} au plus`)
};

/**
* | output |
* | --- |
* | "The filtered documents' PDFs, {limit} at most" |
*
* @param {Admin_Invoices_Archive_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_archive_hint = /** @type {((inputs: Admin_Invoices_Archive_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Archive_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_archive_hint(inputs)
	return en_admin_invoices_archive_hint(inputs)
});