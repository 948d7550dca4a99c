/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Please_WaitInputs */

const en_booking_please_wait = /** @type {(inputs: Booking_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait...`)
};

const fr_booking_please_wait = /** @type {(inputs: Booking_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez patienter...`)
};

/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Booking_Please_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_please_wait = /** @type {((inputs?: Booking_Please_WaitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Please_WaitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_please_wait(inputs)
	return en_booking_please_wait(inputs)
});