/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Hear_About_UsInputs */

const en_booking_error_hear_about_us = /** @type {(inputs: Booking_Error_Hear_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an answer from the list`)
};

const fr_booking_error_hear_about_us = /** @type {(inputs: Booking_Error_Hear_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une réponse dans la liste`)
};

/**
* | output |
* | --- |
* | "Please choose an answer from the list" |
*
* @param {Booking_Error_Hear_About_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_hear_about_us = /** @type {((inputs?: Booking_Error_Hear_About_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Hear_About_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_hear_about_us(inputs)
	return en_booking_error_hear_about_us(inputs)
});