/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_TeenInputs */

const en_admin_bookings_csv_teen = /** @type {(inputs: Admin_Bookings_Csv_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen`)
};

const fr_admin_bookings_csv_teen = /** @type {(inputs: Admin_Bookings_Csv_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adolescent`)
};

/**
* | output |
* | --- |
* | "Teen" |
*
* @param {Admin_Bookings_Csv_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_teen = /** @type {((inputs?: Admin_Bookings_Csv_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_teen(inputs)
	return en_admin_bookings_csv_teen(inputs)
});