/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Request_ReasonInputs */

const en_admin_booking_details_request_reason = /** @type {(inputs: Admin_Booking_Details_Request_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for the request`)
};

const fr_admin_booking_details_request_reason = /** @type {(inputs: Admin_Booking_Details_Request_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif de la demande`)
};

/**
* | output |
* | --- |
* | "Reason for the request" |
*
* @param {Admin_Booking_Details_Request_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_request_reason = /** @type {((inputs?: Admin_Booking_Details_Request_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Request_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_request_reason(inputs)
	return en_admin_booking_details_request_reason(inputs)
});