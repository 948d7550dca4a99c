/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Processing_Not_CompletedInputs */

const en_booking_processing_not_completed = /** @type {(inputs: Booking_Processing_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment was not completed. Please try again.`)
};

const fr_booking_processing_not_completed = /** @type {(inputs: Booking_Processing_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement n'a pas abouti. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Your payment was not completed. Please try again." |
*
* @param {Booking_Processing_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_not_completed = /** @type {((inputs?: Booking_Processing_Not_CompletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Processing_Not_CompletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_processing_not_completed(inputs)
	return en_booking_processing_not_completed(inputs)
});