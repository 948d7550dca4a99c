/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Invoice_Credit_Note_DownloadInputs */

const en_invoice_credit_note_download = /** @type {(inputs: Invoice_Credit_Note_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download credit note ${i?.number} (PDF)`)
};

const fr_invoice_credit_note_download = /** @type {(inputs: Invoice_Credit_Note_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Télécharger l'avoir ${i?.number} (PDF)`)
};

/**
* | output |
* | --- |
* | "Download credit note {number} (PDF)" |
*
* @param {Invoice_Credit_Note_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_credit_note_download = /** @type {((inputs: Invoice_Credit_Note_DownloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Credit_Note_DownloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_credit_note_download(inputs)
	return en_invoice_credit_note_download(inputs)
});