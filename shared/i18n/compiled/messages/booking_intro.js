/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ageMin: NonNullable<unknown>, ageMax: NonNullable<unknown> }} Booking_IntroInputs */

const en_booking_intro = /** @type {(inputs: Booking_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Live online group sessions for ages ${i?.ageMin}-${i?.ageMax}, in groups of 4-6 teens.`)
};

const fr_booking_intro = /** @type {(inputs: Booking_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des séances en groupe, en direct et en ligne, pour les ${i?.ageMin}-${i?.ageMax} ans, par groupes de 4 à 6 adolescents.`)
};

/**
* | output |
* | --- |
* | "Live online group sessions for ages {ageMin}-{ageMax}, in groups of 4-6 teens." |
*
* @param {Booking_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_intro = /** @type {((inputs: Booking_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_intro(inputs)
	return en_booking_intro(inputs)
});