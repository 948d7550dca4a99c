/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Too_LongInputs */

const en_booking_error_too_long = /** @type {(inputs: Booking_Error_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This answer is too long`)
};

const fr_booking_error_too_long = /** @type {(inputs: Booking_Error_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réponse est trop longue`)
};

/**
* | output |
* | --- |
* | "This answer is too long" |
*
* @param {Booking_Error_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_too_long = /** @type {((inputs?: Booking_Error_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_too_long(inputs)
	return en_booking_error_too_long(inputs)
});