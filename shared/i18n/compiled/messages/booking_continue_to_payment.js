/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Continue_To_PaymentInputs */

const en_booking_continue_to_payment = /** @type {(inputs: Booking_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to Payment`)
};

const fr_booking_continue_to_payment = /** @type {(inputs: Booking_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le paiement`)
};

/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Booking_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_continue_to_payment = /** @type {((inputs?: Booking_Continue_To_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Continue_To_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_continue_to_payment(inputs)
	return en_booking_continue_to_payment(inputs)
});