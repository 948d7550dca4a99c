/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Cancel_Booking_RefundedInputs */

const en_admin_cancel_booking_refunded = /** @type {(inputs: Admin_Cancel_Booking_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded.`)
};

const fr_admin_cancel_booking_refunded = /** @type {(inputs: Admin_Cancel_Booking_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} remboursés.`)
};

/**
* | output |
* | --- |
* | "{amount} refunded." |
*
* @param {Admin_Cancel_Booking_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refunded = /** @type {((inputs: Admin_Cancel_Booking_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_refunded(inputs)
	return en_admin_cancel_booking_refunded(inputs)
});