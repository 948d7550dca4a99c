/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_FailureInputs */

const en_booking_payment_failure = /** @type {(inputs: Booking_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred during payment processing.`)
};

const fr_booking_payment_failure = /** @type {(inputs: Booking_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue lors du traitement du paiement.`)
};

/**
* | output |
* | --- |
* | "An error occurred during payment processing." |
*
* @param {Booking_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_failure = /** @type {((inputs?: Booking_Payment_FailureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_FailureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_failure(inputs)
	return en_booking_payment_failure(inputs)
});