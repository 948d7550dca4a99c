/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Paid_OfflineInputs */

const en_admin_cancel_booking_paid_offline = /** @type {(inputs: Admin_Cancel_Booking_Paid_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was not paid online: refund the family outside the site, then cancel without a refund.`)
};

const fr_admin_cancel_booking_paid_offline = /** @type {(inputs: Admin_Cancel_Booking_Paid_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'a pas été payée en ligne : remboursez la famille hors du site, puis annulez sans remboursement.`)
};

/**
* | output |
* | --- |
* | "This booking was not paid online: refund the family outside the site, then cancel without a refund." |
*
* @param {Admin_Cancel_Booking_Paid_OfflineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_paid_offline = /** @type {((inputs?: Admin_Cancel_Booking_Paid_OfflineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Paid_OfflineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_paid_offline(inputs)
	return en_admin_cancel_booking_paid_offline(inputs)
});