/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, discount: NonNullable<unknown>, total: NonNullable<unknown> }} Booking_Discount_AppliedInputs */

const en_booking_discount_applied = /** @type {(inputs: Booking_Discount_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.code} applied: ${i?.discount} off. New total ${i?.total}.`)
};

const fr_booking_discount_applied = /** @type {(inputs: Booking_Discount_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.code} appliqué : ${i?.discount} de réduction. Nouveau total : ${i?.total}.`)
};

/**
* | output |
* | --- |
* | "Code {code} applied: {discount} off. New total {total}." |
*
* @param {Booking_Discount_AppliedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_applied = /** @type {((inputs: Booking_Discount_AppliedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Discount_AppliedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_discount_applied(inputs)
	return en_booking_discount_applied(inputs)
});