/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Cancelled_AtInputs */

const en_admin_booking_details_cancelled_at = /** @type {(inputs: Admin_Booking_Details_Cancelled_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation date`)
};

const fr_admin_booking_details_cancelled_at = /** @type {(inputs: Admin_Booking_Details_Cancelled_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d'annulation`)
};

/**
* | output |
* | --- |
* | "Cancellation date" |
*
* @param {Admin_Booking_Details_Cancelled_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_cancelled_at = /** @type {((inputs?: Admin_Booking_Details_Cancelled_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Cancelled_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_cancelled_at(inputs)
	return en_admin_booking_details_cancelled_at(inputs)
});