/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_NoscriptInputs */

const en_booking_noscript = /** @type {(inputs: Booking_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payment needs JavaScript. Please turn it on to book online, or write to us and we will help.`)
};

const fr_booking_noscript = /** @type {(inputs: Booking_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement par carte nécessite JavaScript. Activez-le pour réserver en ligne, ou écrivez-nous et nous vous aiderons.`)
};

/**
* | output |
* | --- |
* | "Card payment needs JavaScript. Please turn it on to book online, or write to us and we will help." |
*
* @param {Booking_NoscriptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_noscript = /** @type {((inputs?: Booking_NoscriptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_NoscriptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_noscript(inputs)
	return en_booking_noscript(inputs)
});