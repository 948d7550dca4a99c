/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ageMin: NonNullable<unknown>, ageMax: NonNullable<unknown> }} Booking_Teen_Age_HintInputs */

const en_booking_teen_age_hint = /** @type {(inputs: Booking_Teen_Age_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This workshop is for ages ${i?.ageMin}-${i?.ageMax}.`)
};

const fr_booking_teen_age_hint = /** @type {(inputs: Booking_Teen_Age_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet atelier s'adresse aux ${i?.ageMin}-${i?.ageMax} ans.`)
};

/**
* | output |
* | --- |
* | "This workshop is for ages {ageMin}-{ageMax}." |
*
* @param {Booking_Teen_Age_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_teen_age_hint = /** @type {((inputs: Booking_Teen_Age_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Teen_Age_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_teen_age_hint(inputs)
	return en_booking_teen_age_hint(inputs)
});