/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_ErrorInputs */

const en_admin_cancel_booking_error = /** @type {(inputs: Admin_Cancel_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not cancel the booking`)
};

const fr_admin_cancel_booking_error = /** @type {(inputs: Admin_Cancel_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'annuler la réservation`)
};

/**
* | output |
* | --- |
* | "Could not cancel the booking" |
*
* @param {Admin_Cancel_Booking_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_error = /** @type {((inputs?: Admin_Cancel_Booking_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_error(inputs)
	return en_admin_cancel_booking_error(inputs)
});