/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Parent_PhoneInputs */

const en_booking_error_parent_phone = /** @type {(inputs: Booking_Error_Parent_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number`)
};

const fr_booking_error_parent_phone = /** @type {(inputs: Booking_Error_Parent_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un numéro de téléphone valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Booking_Error_Parent_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_parent_phone = /** @type {((inputs?: Booking_Error_Parent_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Parent_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_parent_phone(inputs)
	return en_booking_error_parent_phone(inputs)
});