/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Invoices_DownloadInputs */

const en_admin_invoices_download = /** @type {(inputs: Admin_Invoices_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download ${i?.number} (PDF)`)
};

const fr_admin_invoices_download = /** @type {(inputs: Admin_Invoices_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Télécharger ${i?.number} (PDF)`)
};

/**
* | output |
* | --- |
* | "Download {number} (PDF)" |
*
* @param {Admin_Invoices_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_download = /** @type {((inputs: Admin_Invoices_DownloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_DownloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_download(inputs)
	return en_admin_invoices_download(inputs)
});