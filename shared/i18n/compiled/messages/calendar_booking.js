/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Calendar_BookingInputs */

const en_calendar_booking = /** @type {(inputs: Calendar_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking: ${i?.url}`)
};

const fr_calendar_booking = /** @type {(inputs: Calendar_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre réservation : ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Your booking: {url}" |
*
* @param {Calendar_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const calendar_booking = /** @type {((inputs: Calendar_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_calendar_booking(inputs)
	return en_calendar_booking(inputs)
});