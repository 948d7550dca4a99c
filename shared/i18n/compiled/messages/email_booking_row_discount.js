/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Row_DiscountInputs */

const en_email_booking_row_discount = /** @type {(inputs: Email_Booking_Row_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

const fr_email_booking_row_discount = /** @type {(inputs: Email_Booking_Row_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduction`)
};

/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Email_Booking_Row_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_discount = /** @type {((inputs?: Email_Booking_Row_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Row_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_row_discount(inputs)
	return en_email_booking_row_discount(inputs)
});