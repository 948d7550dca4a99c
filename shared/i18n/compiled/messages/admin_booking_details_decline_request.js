/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Decline_RequestInputs */

const en_admin_booking_details_decline_request = /** @type {(inputs: Admin_Booking_Details_Decline_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const fr_admin_booking_details_decline_request = /** @type {(inputs: Admin_Booking_Details_Decline_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Admin_Booking_Details_Decline_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_decline_request = /** @type {((inputs?: Admin_Booking_Details_Decline_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Decline_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_decline_request(inputs)
	return en_admin_booking_details_decline_request(inputs)
});