/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_HeadingInputs */

const en_booking_payment_heading = /** @type {(inputs: Booking_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Your Booking`)
};

const fr_booking_payment_heading = /** @type {(inputs: Booking_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalisez votre réservation`)
};

/**
* | output |
* | --- |
* | "Complete Your Booking" |
*
* @param {Booking_Payment_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_heading = /** @type {((inputs?: Booking_Payment_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_heading(inputs)
	return en_booking_payment_heading(inputs)
});