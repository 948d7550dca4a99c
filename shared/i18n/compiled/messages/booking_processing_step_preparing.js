/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Processing_Step_PreparingInputs */

const en_booking_processing_step_preparing = /** @type {(inputs: Booking_Processing_Step_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing your confirmation...`)
};

const fr_booking_processing_step_preparing = /** @type {(inputs: Booking_Processing_Step_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation de votre confirmation...`)
};

/**
* | output |
* | --- |
* | "Preparing your confirmation..." |
*
* @param {Booking_Processing_Step_PreparingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_step_preparing = /** @type {((inputs?: Booking_Processing_Step_PreparingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Processing_Step_PreparingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_processing_step_preparing(inputs)
	return en_booking_processing_step_preparing(inputs)
});