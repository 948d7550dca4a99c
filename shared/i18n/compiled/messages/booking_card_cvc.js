/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Card_CvcInputs */

const en_booking_card_cvc = /** @type {(inputs: Booking_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CVC`)
};

const fr_booking_card_cvc = /** @type {(inputs: Booking_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CVC`)
};

/**
* | output |
* | --- |
* | "CVC" |
*
* @param {Booking_Card_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_card_cvc = /** @type {((inputs?: Booking_Card_CvcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Card_CvcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_card_cvc(inputs)
	return en_booking_card_cvc(inputs)
});