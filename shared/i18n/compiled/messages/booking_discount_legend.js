/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Discount_LegendInputs */

const en_booking_discount_legend = /** @type {(inputs: Booking_Discount_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

const fr_booking_discount_legend = /** @type {(inputs: Booking_Discount_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduction`)
};

/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Booking_Discount_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_legend = /** @type {((inputs?: Booking_Discount_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Discount_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_discount_legend(inputs)
	return en_booking_discount_legend(inputs)
});