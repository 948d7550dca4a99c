/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_About_TeenInputs */

const en_booking_about_teen = /** @type {(inputs: Booking_About_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About your teen`)
};

const fr_booking_about_teen = /** @type {(inputs: Booking_About_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adolescent`)
};

/**
* | output |
* | --- |
* | "About your teen" |
*
* @param {Booking_About_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_about_teen = /** @type {((inputs?: Booking_About_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_About_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_about_teen(inputs)
	return en_booking_about_teen(inputs)
});