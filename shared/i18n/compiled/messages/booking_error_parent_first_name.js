/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Parent_First_NameInputs */

const en_booking_error_parent_first_name = /** @type {(inputs: Booking_Error_Parent_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your first name`)
};

const fr_booking_error_parent_first_name = /** @type {(inputs: Booking_Error_Parent_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre prénom`)
};

/**
* | output |
* | --- |
* | "Please enter your first name" |
*
* @param {Booking_Error_Parent_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_parent_first_name = /** @type {((inputs?: Booking_Error_Parent_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Parent_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_parent_first_name(inputs)
	return en_booking_error_parent_first_name(inputs)
});