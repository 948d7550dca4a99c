/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_TitleInputs */

const en_admin_cancel_booking_title = /** @type {(inputs: Admin_Cancel_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the booking`)
};

const fr_admin_cancel_booking_title = /** @type {(inputs: Admin_Cancel_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la réservation`)
};

/**
* | output |
* | --- |
* | "Cancel the booking" |
*
* @param {Admin_Cancel_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_title = /** @type {((inputs?: Admin_Cancel_Booking_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_title(inputs)
	return en_admin_cancel_booking_title(inputs)
});