/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ attempts: NonNullable<unknown>, error: NonNullable<unknown> }} Admin_Booking_Details_Refund_AttemptsInputs */

const en_admin_booking_details_refund_attempts = /** @type {(inputs: Admin_Booking_Details_Refund_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempts}; last error: ${i?.error}`)
};

const fr_admin_booking_details_refund_attempts = /** @type {(inputs: Admin_Booking_Details_Refund_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempts} ; dernière erreur : ${i?.error}`)
};

/**
* | output |
* | --- |
* | "{attempts}; last error: {error}" |
*
* @param {Admin_Booking_Details_Refund_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_refund_attempts = /** @type {((inputs: Admin_Booking_Details_Refund_AttemptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Refund_AttemptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_refund_attempts(inputs)
	return en_admin_booking_details_refund_attempts(inputs)
});