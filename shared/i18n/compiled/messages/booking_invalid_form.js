/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Invalid_FormInputs */

const en_booking_invalid_form = /** @type {(inputs: Booking_Invalid_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the booking form and try again.`)
};

const fr_booking_invalid_form = /** @type {(inputs: Booking_Invalid_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier le formulaire de réservation et réessayer.`)
};

/**
* | output |
* | --- |
* | "Please check the booking form and try again." |
*
* @param {Booking_Invalid_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_invalid_form = /** @type {((inputs?: Booking_Invalid_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Invalid_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_invalid_form(inputs)
	return en_booking_invalid_form(inputs)
});