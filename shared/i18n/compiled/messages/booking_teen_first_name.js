/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Teen_First_NameInputs */

const en_booking_teen_first_name = /** @type {(inputs: Booking_Teen_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen's first name`)
};

const fr_booking_teen_first_name = /** @type {(inputs: Booking_Teen_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom de l'adolescent`)
};

/**
* | output |
* | --- |
* | "Teen's first name" |
*
* @param {Booking_Teen_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_teen_first_name = /** @type {((inputs?: Booking_Teen_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Teen_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_teen_first_name(inputs)
	return en_booking_teen_first_name(inputs)
});