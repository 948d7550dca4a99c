/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown> }} Booking_Starts_LineInputs */

const en_booking_starts_line = /** @type {(inputs: Booking_Starts_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts: ${i?.start}`)
};

const fr_booking_starts_line = /** @type {(inputs: Booking_Starts_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Début : ${i?.start}`)
};

/**
* | output |
* | --- |
* | "Starts: {start}" |
*
* @param {Booking_Starts_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_starts_line = /** @type {((inputs: Booking_Starts_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Starts_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_starts_line(inputs)
	return en_booking_starts_line(inputs)
});