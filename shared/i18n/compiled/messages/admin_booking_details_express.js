/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_ExpressInputs */

const en_admin_booking_details_express = /** @type {(inputs: Admin_Booking_Details_ExpressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early start`)
};

const fr_admin_booking_details_express = /** @type {(inputs: Admin_Booking_Details_ExpressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarrage anticipé`)
};

/**
* | output |
* | --- |
* | "Early start" |
*
* @param {Admin_Booking_Details_ExpressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_express = /** @type {((inputs?: Admin_Booking_Details_ExpressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_ExpressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_express(inputs)
	return en_admin_booking_details_express(inputs)
});