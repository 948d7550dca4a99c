/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Retry_RefundInputs */

const en_admin_booking_details_retry_refund = /** @type {(inputs: Admin_Booking_Details_Retry_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry the refund`)
};

const fr_admin_booking_details_retry_refund = /** @type {(inputs: Admin_Booking_Details_Retry_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relancer le remboursement`)
};

/**
* | output |
* | --- |
* | "Retry the refund" |
*
* @param {Admin_Booking_Details_Retry_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_retry_refund = /** @type {((inputs?: Admin_Booking_Details_Retry_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Retry_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_retry_refund(inputs)
	return en_admin_booking_details_retry_refund(inputs)
});