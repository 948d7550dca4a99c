/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_CalendarInputs */

const en_booking_confirmed_calendar = /** @type {(inputs: Booking_Confirmed_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to Calendar`)
};

const fr_booking_confirmed_calendar = /** @type {(inputs: Booking_Confirmed_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier`)
};

/**
* | output |
* | --- |
* | "Add to Calendar" |
*
* @param {Booking_Confirmed_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_calendar = /** @type {((inputs?: Booking_Confirmed_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_calendar(inputs)
	return en_booking_confirmed_calendar(inputs)
});