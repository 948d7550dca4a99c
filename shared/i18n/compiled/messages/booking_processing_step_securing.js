/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Processing_Step_SecuringInputs */

const en_booking_processing_step_securing = /** @type {(inputs: Booking_Processing_Step_SecuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Securing your spot...`)
};

const fr_booking_processing_step_securing = /** @type {(inputs: Booking_Processing_Step_SecuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation de votre place...`)
};

/**
* | output |
* | --- |
* | "Securing your spot..." |
*
* @param {Booking_Processing_Step_SecuringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_step_securing = /** @type {((inputs?: Booking_Processing_Step_SecuringInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Processing_Step_SecuringInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_processing_step_securing(inputs)
	return en_booking_processing_step_securing(inputs)
});