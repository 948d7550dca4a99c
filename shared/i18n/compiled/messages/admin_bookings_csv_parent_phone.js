/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_Parent_PhoneInputs */

const en_admin_bookings_csv_parent_phone = /** @type {(inputs: Admin_Bookings_Csv_Parent_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's phone`)
};

const fr_admin_bookings_csv_parent_phone = /** @type {(inputs: Admin_Bookings_Csv_Parent_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone parent`)
};

/**
* | output |
* | --- |
* | "Parent's phone" |
*
* @param {Admin_Bookings_Csv_Parent_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_parent_phone = /** @type {((inputs?: Admin_Bookings_Csv_Parent_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_Parent_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_parent_phone(inputs)
	return en_admin_bookings_csv_parent_phone(inputs)
});