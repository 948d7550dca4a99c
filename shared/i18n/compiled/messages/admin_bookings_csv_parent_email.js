/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_Parent_EmailInputs */

const en_admin_bookings_csv_parent_email = /** @type {(inputs: Admin_Bookings_Csv_Parent_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's email`)
};

const fr_admin_bookings_csv_parent_email = /** @type {(inputs: Admin_Bookings_Csv_Parent_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email parent`)
};

/**
* | output |
* | --- |
* | "Parent's email" |
*
* @param {Admin_Bookings_Csv_Parent_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_parent_email = /** @type {((inputs?: Admin_Bookings_Csv_Parent_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_Parent_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_parent_email(inputs)
	return en_admin_bookings_csv_parent_email(inputs)
});