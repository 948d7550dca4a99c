/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Not_FoundInputs */

const en_admin_cancel_booking_not_found = /** @type {(inputs: Admin_Cancel_Booking_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking no longer exists.`)
};

const fr_admin_cancel_booking_not_found = /** @type {(inputs: Admin_Cancel_Booking_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'existe plus.`)
};

/**
* | output |
* | --- |
* | "This booking no longer exists." |
*
* @param {Admin_Cancel_Booking_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_not_found = /** @type {((inputs?: Admin_Cancel_Booking_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_not_found(inputs)
	return en_admin_cancel_booking_not_found(inputs)
});