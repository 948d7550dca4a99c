/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Booking_Confirmed_EmailInputs */

const en_booking_confirmed_email = /** @type {(inputs: Booking_Confirmed_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A confirmation e-mail is on its way to ${i?.email}.`)
};

const fr_booking_confirmed_email = /** @type {(inputs: Booking_Confirmed_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un e-mail de confirmation est en route vers ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "A confirmation e-mail is on its way to {email}." |
*
* @param {Booking_Confirmed_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_email = /** @type {((inputs: Booking_Confirmed_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_email(inputs)
	return en_booking_confirmed_email(inputs)
});