/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Not_Paid_OnlineInputs */

const en_admin_cancel_booking_not_paid_online = /** @type {(inputs: Admin_Cancel_Booking_Not_Paid_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was not paid online: the site will make no refund.`)
};

const fr_admin_cancel_booking_not_paid_online = /** @type {(inputs: Admin_Cancel_Booking_Not_Paid_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'a pas été payée en ligne : le site ne fera aucun remboursement.`)
};

/**
* | output |
* | --- |
* | "This booking was not paid online: the site will make no refund." |
*
* @param {Admin_Cancel_Booking_Not_Paid_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_not_paid_online = /** @type {((inputs?: Admin_Cancel_Booking_Not_Paid_OnlineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Not_Paid_OnlineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_not_paid_online(inputs)
	return en_admin_cancel_booking_not_paid_online(inputs)
});