/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Waitlist_ToldInputs */

const en_admin_cancel_booking_waitlist_told = /** @type {(inputs: Admin_Cancel_Booking_Waitlist_ToldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place is offered to the first family on the waiting list, who have been told by e-mail.`)
};

const fr_admin_cancel_booking_waitlist_told = /** @type {(inputs: Admin_Cancel_Booking_Waitlist_ToldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La place est proposée à la première famille de la liste d'attente, qui a été prévenue par e-mail.`)
};

/**
* | output |
* | --- |
* | "The place is offered to the first family on the waiting list, who have been told by e-mail." |
*
* @param {Admin_Cancel_Booking_Waitlist_ToldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_waitlist_told = /** @type {((inputs?: Admin_Cancel_Booking_Waitlist_ToldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Waitlist_ToldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_waitlist_told(inputs)
	return en_admin_cancel_booking_waitlist_told(inputs)
});