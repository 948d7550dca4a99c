/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_WorkshopInputs */

const en_admin_booking_details_workshop = /** @type {(inputs: Admin_Booking_Details_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop`)
};

const fr_admin_booking_details_workshop = /** @type {(inputs: Admin_Booking_Details_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier`)
};

/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Admin_Booking_Details_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_workshop = /** @type {((inputs?: Admin_Booking_Details_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_workshop(inputs)
	return en_admin_booking_details_workshop(inputs)
});