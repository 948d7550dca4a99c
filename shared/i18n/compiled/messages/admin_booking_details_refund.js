/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_RefundInputs */

const en_admin_booking_details_refund = /** @type {(inputs: Admin_Booking_Details_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const fr_admin_booking_details_refund = /** @type {(inputs: Admin_Booking_Details_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_Booking_Details_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_refund = /** @type {((inputs?: Admin_Booking_Details_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_refund(inputs)
	return en_admin_booking_details_refund(inputs)
});