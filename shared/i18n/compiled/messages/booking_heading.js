/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Booking_HeadingInputs */

const en_booking_heading = /** @type {(inputs: Booking_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book Your Spot: ${i?.title}`)
};

const fr_booking_heading = /** @type {(inputs: Booking_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservez votre place : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Book Your Spot: {title}" |
*
* @param {Booking_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_heading = /** @type {((inputs: Booking_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_heading(inputs)
	return en_booking_heading(inputs)
});