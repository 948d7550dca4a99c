/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_Discount_CodeInputs */

const en_admin_bookings_csv_discount_code = /** @type {(inputs: Admin_Bookings_Csv_Discount_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code`)
};

const fr_admin_bookings_csv_discount_code = /** @type {(inputs: Admin_Bookings_Csv_Discount_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réduction`)
};

/**
* | output |
* | --- |
* | "Discount code" |
*
* @param {Admin_Bookings_Csv_Discount_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_discount_code = /** @type {((inputs?: Admin_Bookings_Csv_Discount_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_Discount_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_discount_code(inputs)
	return en_admin_bookings_csv_discount_code(inputs)
});