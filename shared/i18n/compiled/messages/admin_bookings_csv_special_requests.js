/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_Special_RequestsInputs */

const en_admin_bookings_csv_special_requests = /** @type {(inputs: Admin_Bookings_Csv_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special requests`)
};

const fr_admin_bookings_csv_special_requests = /** @type {(inputs: Admin_Bookings_Csv_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes particulières`)
};

/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Admin_Bookings_Csv_Special_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_special_requests = /** @type {((inputs?: Admin_Bookings_Csv_Special_RequestsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_Special_RequestsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_special_requests(inputs)
	return en_admin_bookings_csv_special_requests(inputs)
});