/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Teen_AgeInputs */

const en_booking_teen_age = /** @type {(inputs: Booking_Teen_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen's age`)
};

const fr_booking_teen_age = /** @type {(inputs: Booking_Teen_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge de l'adolescent`)
};

/**
* | output |
* | --- |
* | "Teen's age" |
*
* @param {Booking_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_teen_age = /** @type {((inputs?: Booking_Teen_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Teen_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_teen_age(inputs)
	return en_booking_teen_age(inputs)
});