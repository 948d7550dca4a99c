/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_Card_HeadingInputs */

const en_booking_payment_card_heading = /** @type {(inputs: Booking_Payment_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payment`)
};

const fr_booking_payment_card_heading = /** @type {(inputs: Booking_Payment_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement par carte`)
};

/**
* | output |
* | --- |
* | "Card payment" |
*
* @param {Booking_Payment_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_card_heading = /** @type {((inputs?: Booking_Payment_Card_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Card_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_card_heading(inputs)
	return en_booking_payment_card_heading(inputs)
});