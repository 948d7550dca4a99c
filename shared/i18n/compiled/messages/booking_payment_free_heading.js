/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_Free_HeadingInputs */

const en_booking_payment_free_heading = /** @type {(inputs: Booking_Payment_Free_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment needed`)
};

const fr_booking_payment_free_heading = /** @type {(inputs: Booking_Payment_Free_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement nécessaire`)
};

/**
* | output |
* | --- |
* | "No payment needed" |
*
* @param {Booking_Payment_Free_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_free_heading = /** @type {((inputs?: Booking_Payment_Free_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Free_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_free_heading(inputs)
	return en_booking_payment_free_heading(inputs)
});