/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_ArchiveInputs */

const en_admin_invoices_archive = /** @type {(inputs: Admin_Invoices_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDFs (ZIP)`)
};

const fr_admin_invoices_archive = /** @type {(inputs: Admin_Invoices_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (ZIP)`)
};

/**
* | output |
* | --- |
* | "PDFs (ZIP)" |
*
* @param {Admin_Invoices_ArchiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_archive = /** @type {((inputs?: Admin_Invoices_ArchiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_ArchiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_archive(inputs)
	return en_admin_invoices_archive(inputs)
});