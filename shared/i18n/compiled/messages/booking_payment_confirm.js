/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_ConfirmInputs */

const en_booking_payment_confirm = /** @type {(inputs: Booking_Payment_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Booking`)
};

const fr_booking_payment_confirm = /** @type {(inputs: Booking_Payment_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer la réservation`)
};

/**
* | output |
* | --- |
* | "Confirm Booking" |
*
* @param {Booking_Payment_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_confirm = /** @type {((inputs?: Booking_Payment_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_confirm(inputs)
	return en_booking_payment_confirm(inputs)
});