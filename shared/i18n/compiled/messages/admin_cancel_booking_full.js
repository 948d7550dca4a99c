/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Cancel_Booking_FullInputs */

const en_admin_cancel_booking_full = /** @type {(inputs: Admin_Cancel_Booking_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Full refund (${i?.amount})`)
};

const fr_admin_cancel_booking_full = /** @type {(inputs: Admin_Cancel_Booking_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursement intégral (${i?.amount})`)
};

/**
* | output |
* | --- |
* | "Full refund ({amount})" |
*
* @param {Admin_Cancel_Booking_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_full = /** @type {((inputs: Admin_Cancel_Booking_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_full(inputs)
	return en_admin_cancel_booking_full(inputs)
});