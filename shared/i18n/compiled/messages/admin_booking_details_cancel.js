/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_CancelInputs */

const en_admin_booking_details_cancel = /** @type {(inputs: Admin_Booking_Details_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the booking`)
};

const fr_admin_booking_details_cancel = /** @type {(inputs: Admin_Booking_Details_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la réservation`)
};

/**
* | output |
* | --- |
* | "Cancel the booking" |
*
* @param {Admin_Booking_Details_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_cancel = /** @type {((inputs?: Admin_Booking_Details_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_cancel(inputs)
	return en_admin_booking_details_cancel(inputs)
});