/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown>, email: NonNullable<unknown> }} Booking_Payment_Booking_ForInputs */

const en_booking_payment_booking_for = /** @type {(inputs: Booking_Payment_Booking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking for ${i?.firstName} ${i?.lastName} (${i?.email})`)
};

const fr_booking_payment_booking_for = /** @type {(inputs: Booking_Payment_Booking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation au nom de ${i?.firstName} ${i?.lastName} (${i?.email})`)
};

/**
* | output |
* | --- |
* | "Booking for {firstName} {lastName} ({email})" |
*
* @param {Booking_Payment_Booking_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_booking_for = /** @type {((inputs: Booking_Payment_Booking_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Booking_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_booking_for(inputs)
	return en_booking_payment_booking_for(inputs)
});