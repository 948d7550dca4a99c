/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_DiscountInputs */

const en_admin_bookings_csv_discount = /** @type {(inputs: Admin_Bookings_Csv_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount (EUR)`)
};

const fr_admin_bookings_csv_discount = /** @type {(inputs: Admin_Bookings_Csv_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduction (EUR)`)
};

/**
* | output |
* | --- |
* | "Discount (EUR)" |
*
* @param {Admin_Bookings_Csv_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_discount = /** @type {((inputs?: Admin_Bookings_Csv_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_discount(inputs)
	return en_admin_bookings_csv_discount(inputs)
});