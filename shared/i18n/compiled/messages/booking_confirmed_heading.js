/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_HeadingInputs */

const en_booking_confirmed_heading = /** @type {(inputs: Booking_Confirmed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Confirmed!`)
};

const fr_booking_confirmed_heading = /** @type {(inputs: Booking_Confirmed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation confirmée !`)
};

/**
* | output |
* | --- |
* | "Booking Confirmed!" |
*
* @param {Booking_Confirmed_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_heading = /** @type {((inputs?: Booking_Confirmed_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_heading(inputs)
	return en_booking_confirmed_heading(inputs)
});