/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Parent_Last_NameInputs */

const en_booking_error_parent_last_name = /** @type {(inputs: Booking_Error_Parent_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your last name`)
};

const fr_booking_error_parent_last_name = /** @type {(inputs: Booking_Error_Parent_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre nom de famille`)
};

/**
* | output |
* | --- |
* | "Please enter your last name" |
*
* @param {Booking_Error_Parent_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_parent_last_name = /** @type {((inputs?: Booking_Error_Parent_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Parent_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_parent_last_name(inputs)
	return en_booking_error_parent_last_name(inputs)
});