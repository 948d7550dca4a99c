/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Booking_Details_TitleInputs */

const en_admin_booking_details_title = /** @type {(inputs: Admin_Booking_Details_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking ${i?.reference}`)
};

const fr_admin_booking_details_title = /** @type {(inputs: Admin_Booking_Details_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Admin_Booking_Details_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_title = /** @type {((inputs: Admin_Booking_Details_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_title(inputs)
	return en_admin_booking_details_title(inputs)
});