/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_DoneInputs */

const en_admin_cancel_booking_done = /** @type {(inputs: Admin_Cancel_Booking_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled successfully`)
};

const fr_admin_cancel_booking_done = /** @type {(inputs: Admin_Cancel_Booking_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation annulée avec succès`)
};

/**
* | output |
* | --- |
* | "Booking cancelled successfully" |
*
* @param {Admin_Cancel_Booking_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_done = /** @type {((inputs?: Admin_Cancel_Booking_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_done(inputs)
	return en_admin_cancel_booking_done(inputs)
});