/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_DiscountInputs */

const en_admin_booking_details_discount = /** @type {(inputs: Admin_Booking_Details_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

const fr_admin_booking_details_discount = /** @type {(inputs: Admin_Booking_Details_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduction`)
};

/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Admin_Booking_Details_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_discount = /** @type {((inputs?: Admin_Booking_Details_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_discount(inputs)
	return en_admin_booking_details_discount(inputs)
});