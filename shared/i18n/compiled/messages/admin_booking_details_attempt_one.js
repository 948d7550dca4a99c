/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Attempt_OneInputs */

const en_admin_booking_details_attempt_one = /** @type {(inputs: Admin_Booking_Details_Attempt_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempt`)
};

const fr_admin_booking_details_attempt_one = /** @type {(inputs: Admin_Booking_Details_Attempt_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tentative`)
};

/**
* | output |
* | --- |
* | "attempt" |
*
* @param {Admin_Booking_Details_Attempt_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_attempt_one = /** @type {((inputs?: Admin_Booking_Details_Attempt_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Attempt_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_attempt_one(inputs)
	return en_admin_booking_details_attempt_one(inputs)
});