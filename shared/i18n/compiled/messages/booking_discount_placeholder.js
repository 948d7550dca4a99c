/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Discount_PlaceholderInputs */

const en_booking_discount_placeholder = /** @type {(inputs: Booking_Discount_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your code`)
};

const fr_booking_discount_placeholder = /** @type {(inputs: Booking_Discount_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre code`)
};

/**
* | output |
* | --- |
* | "Enter your code" |
*
* @param {Booking_Discount_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_placeholder = /** @type {((inputs?: Booking_Discount_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Discount_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_discount_placeholder(inputs)
	return en_booking_discount_placeholder(inputs)
});