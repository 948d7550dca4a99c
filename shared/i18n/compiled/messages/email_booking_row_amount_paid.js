/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Row_Amount_PaidInputs */

const en_email_booking_row_amount_paid = /** @type {(inputs: Email_Booking_Row_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

const fr_email_booking_row_amount_paid = /** @type {(inputs: Email_Booking_Row_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant payé`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Email_Booking_Row_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_amount_paid = /** @type {((inputs?: Email_Booking_Row_Amount_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Row_Amount_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_row_amount_paid(inputs)
	return en_email_booking_row_amount_paid(inputs)
});