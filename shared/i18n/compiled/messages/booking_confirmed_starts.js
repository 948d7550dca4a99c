/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_StartsInputs */

const en_booking_confirmed_starts = /** @type {(inputs: Booking_Confirmed_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const fr_booking_confirmed_starts = /** @type {(inputs: Booking_Confirmed_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Booking_Confirmed_StartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_starts = /** @type {((inputs?: Booking_Confirmed_StartsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_StartsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_starts(inputs)
	return en_booking_confirmed_starts(inputs)
});