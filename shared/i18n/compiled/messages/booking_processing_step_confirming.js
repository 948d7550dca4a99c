/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Processing_Step_ConfirmingInputs */

const en_booking_processing_step_confirming = /** @type {(inputs: Booking_Processing_Step_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment...`)
};

const fr_booking_processing_step_confirming = /** @type {(inputs: Booking_Processing_Step_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre paiement...`)
};

/**
* | output |
* | --- |
* | "Confirming your payment..." |
*
* @param {Booking_Processing_Step_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_step_confirming = /** @type {((inputs?: Booking_Processing_Step_ConfirmingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Processing_Step_ConfirmingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_processing_step_confirming(inputs)
	return en_booking_processing_step_confirming(inputs)
});