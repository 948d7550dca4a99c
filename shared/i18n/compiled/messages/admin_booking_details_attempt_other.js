/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Attempt_OtherInputs */

const en_admin_booking_details_attempt_other = /** @type {(inputs: Admin_Booking_Details_Attempt_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempts`)
};

const fr_admin_booking_details_attempt_other = /** @type {(inputs: Admin_Booking_Details_Attempt_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tentatives`)
};

/**
* | output |
* | --- |
* | "attempts" |
*
* @param {Admin_Booking_Details_Attempt_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_attempt_other = /** @type {((inputs?: Admin_Booking_Details_Attempt_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Attempt_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_attempt_other(inputs)
	return en_admin_booking_details_attempt_other(inputs)
});