/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, error: NonNullable<unknown> }} Booking_Payment_Discount_RefusedInputs */

const en_booking_payment_discount_refused = /** @type {(inputs: Booking_Payment_Discount_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discount code ${i?.code}: ${i?.error}`)
};

const fr_booking_payment_discount_refused = /** @type {(inputs: Booking_Payment_Discount_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code de réduction ${i?.code} : ${i?.error}`)
};

/**
* | output |
* | --- |
* | "Discount code {code}: {error}" |
*
* @param {Booking_Payment_Discount_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_discount_refused = /** @type {((inputs: Booking_Payment_Discount_RefusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Discount_RefusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_discount_refused(inputs)
	return en_booking_payment_discount_refused(inputs)
});