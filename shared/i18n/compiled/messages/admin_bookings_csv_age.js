/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_AgeInputs */

const en_admin_bookings_csv_age = /** @type {(inputs: Admin_Bookings_Csv_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

const fr_admin_bookings_csv_age = /** @type {(inputs: Admin_Bookings_Csv_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

/**
* | output |
* | --- |
* | "Age" |
*
* @param {Admin_Bookings_Csv_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_age = /** @type {((inputs?: Admin_Bookings_Csv_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_age(inputs)
	return en_admin_bookings_csv_age(inputs)
});