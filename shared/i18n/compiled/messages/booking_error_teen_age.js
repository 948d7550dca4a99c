/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Booking_Error_Teen_AgeInputs */

const en_booking_error_teen_age = /** @type {(inputs: Booking_Error_Teen_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your teen's age must be between ${i?.min} and ${i?.max}`)
};

const fr_booking_error_teen_age = /** @type {(inputs: Booking_Error_Teen_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'âge de votre ado doit être compris entre ${i?.min} et ${i?.max} ans`)
};

/**
* | output |
* | --- |
* | "Your teen's age must be between {min} and {max}" |
*
* @param {Booking_Error_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_teen_age = /** @type {((inputs: Booking_Error_Teen_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Teen_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_teen_age(inputs)
	return en_booking_error_teen_age(inputs)
});