/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_EraseInputs */

const en_admin_booking_details_erase = /** @type {(inputs: Admin_Booking_Details_EraseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase the teen's details`)
};

const fr_admin_booking_details_erase = /** @type {(inputs: Admin_Booking_Details_EraseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les données de l'adolescent`)
};

/**
* | output |
* | --- |
* | "Erase the teen's details" |
*
* @param {Admin_Booking_Details_EraseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_erase = /** @type {((inputs?: Admin_Booking_Details_EraseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_EraseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_erase(inputs)
	return en_admin_booking_details_erase(inputs)
});