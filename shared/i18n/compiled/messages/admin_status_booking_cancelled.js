/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Booking_CancelledInputs */

const en_admin_status_booking_cancelled = /** @type {(inputs: Admin_Status_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const fr_admin_status_booking_cancelled = /** @type {(inputs: Admin_Status_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Admin_Status_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_booking_cancelled = /** @type {((inputs?: Admin_Status_Booking_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Booking_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_booking_cancelled(inputs)
	return en_admin_status_booking_cancelled(inputs)
});