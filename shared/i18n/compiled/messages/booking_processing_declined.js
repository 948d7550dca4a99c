/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Processing_DeclinedInputs */

const en_booking_processing_declined = /** @type {(inputs: Booking_Processing_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined.`)
};

const fr_booking_processing_declined = /** @type {(inputs: Booking_Processing_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée.`)
};

/**
* | output |
* | --- |
* | "Your card was declined." |
*
* @param {Booking_Processing_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_declined = /** @type {((inputs?: Booking_Processing_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Processing_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_processing_declined(inputs)
	return en_booking_processing_declined(inputs)
});