/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenFirstName: NonNullable<unknown>, workshop: NonNullable<unknown> }} Booking_Confirmed_RegisteredInputs */

const en_booking_confirmed_registered = /** @type {(inputs: Booking_Confirmed_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teenFirstName} is registered for ${i?.workshop}.`)
};

const fr_booking_confirmed_registered = /** @type {(inputs: Booking_Confirmed_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'inscription de ${i?.teenFirstName} à ${i?.workshop} est confirmée.`)
};

/**
* | output |
* | --- |
* | "{teenFirstName} is registered for {workshop}." |
*
* @param {Booking_Confirmed_RegisteredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_registered = /** @type {((inputs: Booking_Confirmed_RegisteredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_RegisteredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_registered(inputs)
	return en_booking_confirmed_registered(inputs)
});