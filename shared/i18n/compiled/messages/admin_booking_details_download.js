/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_DownloadInputs */

const en_admin_booking_details_download = /** @type {(inputs: Admin_Booking_Details_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the data (JSON)`)
};

const fr_admin_booking_details_download = /** @type {(inputs: Admin_Booking_Details_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger les données (JSON)`)
};

/**
* | output |
* | --- |
* | "Download the data (JSON)" |
*
* @param {Admin_Booking_Details_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_download = /** @type {((inputs?: Admin_Booking_Details_DownloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_DownloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_download(inputs)
	return en_admin_booking_details_download(inputs)
});