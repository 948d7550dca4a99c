/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Cancel_Booking_Amount_HintInputs */

const en_admin_cancel_booking_amount_hint = /** @type {(inputs: Admin_Cancel_Booking_Amount_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For example 12.50; at most ${i?.amount}.`)
};

const fr_admin_cancel_booking_amount_hint = /** @type {(inputs: Admin_Cancel_Booking_Amount_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Par exemple 12,50 ; au plus ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "For example 12.50; at most {amount}." |
*
* @param {Admin_Cancel_Booking_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_hint = /** @type {((inputs: Admin_Cancel_Booking_Amount_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Amount_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_amount_hint(inputs)
	return en_admin_cancel_booking_amount_hint(inputs)
});