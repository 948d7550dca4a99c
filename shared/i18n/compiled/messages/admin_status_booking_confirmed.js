/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Booking_ConfirmedInputs */

const en_admin_status_booking_confirmed = /** @type {(inputs: Admin_Status_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const fr_admin_status_booking_confirmed = /** @type {(inputs: Admin_Status_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmée`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Admin_Status_Booking_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_booking_confirmed = /** @type {((inputs?: Admin_Status_Booking_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Booking_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_booking_confirmed(inputs)
	return en_admin_status_booking_confirmed(inputs)
});