/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ageMin: NonNullable<unknown>, ageMax: NonNullable<unknown> }} Booking_AgesInputs */

const en_booking_ages = /** @type {(inputs: Booking_AgesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ages ${i?.ageMin}-${i?.ageMax}`)
};

const fr_booking_ages = /** @type {(inputs: Booking_AgesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ageMin}-${i?.ageMax} ans`)
};

/**
* | output |
* | --- |
* | "Ages {ageMin}-{ageMax}" |
*
* @param {Booking_AgesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_ages = /** @type {((inputs: Booking_AgesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_AgesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_ages(inputs)
	return en_booking_ages(inputs)
});