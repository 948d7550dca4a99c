/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Not_Found_TextInputs */

const en_booking_not_found_text = /** @type {(inputs: Booking_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop does not exist or is not open for booking.`)
};

const fr_booking_not_found_text = /** @type {(inputs: Booking_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier n'existe pas ou n'est pas ouvert à la réservation.`)
};

/**
* | output |
* | --- |
* | "This workshop does not exist or is not open for booking." |
*
* @param {Booking_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_not_found_text = /** @type {((inputs?: Booking_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_not_found_text(inputs)
	return en_booking_not_found_text(inputs)
});