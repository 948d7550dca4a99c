/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Already_CancelledInputs */

const en_admin_cancel_booking_already_cancelled = /** @type {(inputs: Admin_Cancel_Booking_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is already cancelled.`)
};

const fr_admin_cancel_booking_already_cancelled = /** @type {(inputs: Admin_Cancel_Booking_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation est déjà annulée.`)
};

/**
* | output |
* | --- |
* | "This booking is already cancelled." |
*
* @param {Admin_Cancel_Booking_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_already_cancelled = /** @type {((inputs?: Admin_Cancel_Booking_Already_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Already_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_already_cancelled(inputs)
	return en_admin_cancel_booking_already_cancelled(inputs)
});