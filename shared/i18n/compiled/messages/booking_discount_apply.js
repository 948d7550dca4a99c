/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Discount_ApplyInputs */

const en_booking_discount_apply = /** @type {(inputs: Booking_Discount_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

const fr_booking_discount_apply = /** @type {(inputs: Booking_Discount_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer`)
};

/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Booking_Discount_ApplyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_apply = /** @type {((inputs?: Booking_Discount_ApplyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Discount_ApplyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_discount_apply(inputs)
	return en_booking_discount_apply(inputs)
});