/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_BackInputs */

const en_booking_payment_back = /** @type {(inputs: Booking_Payment_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the booking form`)
};

const fr_booking_payment_back = /** @type {(inputs: Booking_Payment_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au formulaire de réservation`)
};

/**
* | output |
* | --- |
* | "Back to the booking form" |
*
* @param {Booking_Payment_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_back = /** @type {((inputs?: Booking_Payment_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_back(inputs)
	return en_booking_payment_back(inputs)
});