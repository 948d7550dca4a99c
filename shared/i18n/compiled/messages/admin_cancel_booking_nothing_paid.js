/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Nothing_PaidInputs */

const en_admin_cancel_booking_nothing_paid = /** @type {(inputs: Admin_Cancel_Booking_Nothing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was paid for this booking: there is nothing to refund.`)
};

const fr_admin_cancel_booking_nothing_paid = /** @type {(inputs: Admin_Cancel_Booking_Nothing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'a rien payé : il n'y a rien à rembourser.`)
};

/**
* | output |
* | --- |
* | "Nothing was paid for this booking: there is nothing to refund." |
*
* @param {Admin_Cancel_Booking_Nothing_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_nothing_paid = /** @type {((inputs?: Admin_Cancel_Booking_Nothing_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Nothing_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_nothing_paid(inputs)
	return en_admin_cancel_booking_nothing_paid(inputs)
});