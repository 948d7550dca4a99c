/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_About_YouInputs */

const en_booking_about_you = /** @type {(inputs: Booking_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About you`)
};

const fr_booking_about_you = /** @type {(inputs: Booking_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos coordonnées`)
};

/**
* | output |
* | --- |
* | "About you" |
*
* @param {Booking_About_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_about_you = /** @type {((inputs?: Booking_About_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_About_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_about_you(inputs)
	return en_booking_about_you(inputs)
});