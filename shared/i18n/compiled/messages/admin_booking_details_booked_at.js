/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Booked_AtInputs */

const en_admin_booking_details_booked_at = /** @type {(inputs: Admin_Booking_Details_Booked_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked on`)
};

const fr_admin_booking_details_booked_at = /** @type {(inputs: Admin_Booking_Details_Booked_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé le`)
};

/**
* | output |
* | --- |
* | "Booked on" |
*
* @param {Admin_Booking_Details_Booked_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_booked_at = /** @type {((inputs?: Admin_Booking_Details_Booked_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Booked_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_booked_at(inputs)
	return en_admin_booking_details_booked_at(inputs)
});