/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Download_ReceiptInputs */

const en_productivity_success_download_receipt = /** @type {(inputs: Productivity_Success_Download_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Receipt`)
};

const fr_productivity_success_download_receipt = /** @type {(inputs: Productivity_Success_Download_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le reçu`)
};

/**
* | output |
* | --- |
* | "Download Receipt" |
*
* @param {Productivity_Success_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_download_receipt = /** @type {((inputs?: Productivity_Success_Download_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Download_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_download_receipt(inputs)
	return en_productivity_success_download_receipt(inputs)
});