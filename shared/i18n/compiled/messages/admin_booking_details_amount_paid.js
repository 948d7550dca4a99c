/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Amount_PaidInputs */

const en_admin_booking_details_amount_paid = /** @type {(inputs: Admin_Booking_Details_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

const fr_admin_booking_details_amount_paid = /** @type {(inputs: Admin_Booking_Details_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant payé`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Admin_Booking_Details_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_amount_paid = /** @type {((inputs?: Admin_Booking_Details_Amount_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Amount_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_amount_paid(inputs)
	return en_admin_booking_details_amount_paid(inputs)
});