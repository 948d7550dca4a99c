/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Discount_CheckingInputs */

const en_booking_discount_checking = /** @type {(inputs: Booking_Discount_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

const fr_booking_discount_checking = /** @type {(inputs: Booking_Discount_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Booking_Discount_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_checking = /** @type {((inputs?: Booking_Discount_CheckingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Discount_CheckingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_discount_checking(inputs)
	return en_booking_discount_checking(inputs)
});