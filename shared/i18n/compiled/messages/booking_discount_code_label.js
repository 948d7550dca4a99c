/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Discount_Code_LabelInputs */

const en_booking_discount_code_label = /** @type {(inputs: Booking_Discount_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code`)
};

const fr_booking_discount_code_label = /** @type {(inputs: Booking_Discount_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réduction`)
};

/**
* | output |
* | --- |
* | "Discount code" |
*
* @param {Booking_Discount_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_code_label = /** @type {((inputs?: Booking_Discount_Code_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Discount_Code_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_discount_code_label(inputs)
	return en_booking_discount_code_label(inputs)
});