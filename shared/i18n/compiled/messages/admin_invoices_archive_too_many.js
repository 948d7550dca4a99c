/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Admin_Invoices_Archive_Too_ManyInputs */

const en_admin_invoices_archive_too_many = /** @type {(inputs: Admin_Invoices_Archive_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More than ${i?.limit} documents: choose a shorter period to download their PDFs.`)
};

const fr_admin_invoices_archive_too_many = /** @type {(inputs: Admin_Invoices_Archive_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus de ${i?.limit} documents : choisissez une période plus courte pour télécharger leurs PDF.`)
};

/**
* | output |
* | --- |
* | "More than {limit} documents: choose a shorter period to download their PDFs." |
*
* @param {Admin_Invoices_Archive_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_archive_too_many = /** @type {((inputs: Admin_Invoices_Archive_Too_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Archive_Too_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_archive_too_many(inputs)
	return en_admin_invoices_archive_too_many(inputs)
});