/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Terms_NoneInputs */

const en_admin_booking_details_terms_none = /** @type {(inputs: Admin_Booking_Details_Terms_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not recorded (booked before the terms were asked for)`)
};

const fr_admin_booking_details_terms_none = /** @type {(inputs: Admin_Booking_Details_Terms_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistrées (réservation antérieure aux CGV)`)
};

/**
* | output |
* | --- |
* | "Not recorded (booked before the terms were asked for)" |
*
* @param {Admin_Booking_Details_Terms_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_terms_none = /** @type {((inputs?: Admin_Booking_Details_Terms_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Terms_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_terms_none(inputs)
	return en_admin_booking_details_terms_none(inputs)
});