/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_ProcessingInputs */

const en_booking_payment_processing = /** @type {(inputs: Booking_Payment_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing Payment...`)
};

const fr_booking_payment_processing = /** @type {(inputs: Booking_Payment_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en cours...`)
};

/**
* | output |
* | --- |
* | "Processing Payment..." |
*
* @param {Booking_Payment_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_processing = /** @type {((inputs?: Booking_Payment_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_processing(inputs)
	return en_booking_payment_processing(inputs)
});