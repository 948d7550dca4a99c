/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Hear_About_UsInputs */

const en_booking_hear_about_us = /** @type {(inputs: Booking_Hear_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How did you hear about us?`)
};

const fr_booking_hear_about_us = /** @type {(inputs: Booking_Hear_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous avez-vous connus ?`)
};

/**
* | output |
* | --- |
* | "How did you hear about us?" |
*
* @param {Booking_Hear_About_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_hear_about_us = /** @type {((inputs?: Booking_Hear_About_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hear_About_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_hear_about_us(inputs)
	return en_booking_hear_about_us(inputs)
});