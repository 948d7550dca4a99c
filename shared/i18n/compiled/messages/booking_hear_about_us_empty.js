/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Hear_About_Us_EmptyInputs */

const en_booking_hear_about_us_empty = /** @type {(inputs: Booking_Hear_About_Us_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an answer (optional)`)
};

const fr_booking_hear_about_us_empty = /** @type {(inputs: Booking_Hear_About_Us_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une réponse (facultatif)`)
};

/**
* | output |
* | --- |
* | "Choose an answer (optional)" |
*
* @param {Booking_Hear_About_Us_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_hear_about_us_empty = /** @type {((inputs?: Booking_Hear_About_Us_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hear_About_Us_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_hear_about_us_empty(inputs)
	return en_booking_hear_about_us_empty(inputs)
});