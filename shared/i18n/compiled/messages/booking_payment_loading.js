/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_LoadingInputs */

const en_booking_payment_loading = /** @type {(inputs: Booking_Payment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your booking...`)
};

const fr_booking_payment_loading = /** @type {(inputs: Booking_Payment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre réservation...`)
};

/**
* | output |
* | --- |
* | "Loading your booking..." |
*
* @param {Booking_Payment_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_loading = /** @type {((inputs?: Booking_Payment_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_loading(inputs)
	return en_booking_payment_loading(inputs)
});