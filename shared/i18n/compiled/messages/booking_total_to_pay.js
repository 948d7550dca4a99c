/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Total_To_PayInputs */

const en_booking_total_to_pay = /** @type {(inputs: Booking_Total_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total to pay`)
};

const fr_booking_total_to_pay = /** @type {(inputs: Booking_Total_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total à payer`)
};

/**
* | output |
* | --- |
* | "Total to pay" |
*
* @param {Booking_Total_To_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_total_to_pay = /** @type {((inputs?: Booking_Total_To_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Total_To_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_total_to_pay(inputs)
	return en_booking_total_to_pay(inputs)
});