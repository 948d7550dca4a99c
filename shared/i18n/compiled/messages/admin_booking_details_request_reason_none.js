/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Request_Reason_NoneInputs */

const en_admin_booking_details_request_reason_none = /** @type {(inputs: Admin_Booking_Details_Request_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const fr_admin_booking_details_request_reason_none = /** @type {(inputs: Admin_Booking_Details_Request_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Admin_Booking_Details_Request_Reason_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_request_reason_none = /** @type {((inputs?: Admin_Booking_Details_Request_Reason_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Request_Reason_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_request_reason_none(inputs)
	return en_admin_booking_details_request_reason_none(inputs)
});