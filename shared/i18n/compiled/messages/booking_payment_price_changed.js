/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_Price_ChangedInputs */

const en_booking_payment_price_changed = /** @type {(inputs: Booking_Payment_Price_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price of this booking has changed. Please check the total before paying.`)
};

const fr_booking_payment_price_changed = /** @type {(inputs: Booking_Payment_Price_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix de cette réservation a changé. Veuillez vérifier le total avant de payer.`)
};

/**
* | output |
* | --- |
* | "The price of this booking has changed. Please check the total before paying." |
*
* @param {Booking_Payment_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_price_changed = /** @type {((inputs?: Booking_Payment_Price_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Price_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_price_changed(inputs)
	return en_booking_payment_price_changed(inputs)
});