/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Download_ReceiptInputs */

const en_booking_page_download_receipt = /** @type {(inputs: Booking_Page_Download_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download receipt (PDF)`)
};

const fr_booking_page_download_receipt = /** @type {(inputs: Booking_Page_Download_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le reçu (PDF)`)
};

/**
* | output |
* | --- |
* | "Download receipt (PDF)" |
*
* @param {Booking_Page_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_download_receipt = /** @type {((inputs?: Booking_Page_Download_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Download_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_download_receipt(inputs)
	return en_booking_page_download_receipt(inputs)
});