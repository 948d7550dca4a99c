/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_DownloadInputs */

const en_invoice_download = /** @type {(inputs: Invoice_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download invoice (PDF)`)
};

const fr_invoice_download = /** @type {(inputs: Invoice_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger la facture (PDF)`)
};

/**
* | output |
* | --- |
* | "Download invoice (PDF)" |
*
* @param {Invoice_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_download = /** @type {((inputs?: Invoice_DownloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_DownloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_download(inputs)
	return en_invoice_download(inputs)
});