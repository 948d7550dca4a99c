/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Booking_Payment_Hold_LeftInputs */

const en_booking_payment_hold_left = /** @type {(inputs: Booking_Payment_Hold_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your place is held for another ${i?.time}. After that it goes back to other families.`)
};

const fr_booking_payment_hold_left = /** @type {(inputs: Booking_Payment_Hold_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre place vous est réservée encore ${i?.time}. Ensuite, elle revient aux autres familles.`)
};

/**
* | output |
* | --- |
* | "Your place is held for another {time}. After that it goes back to other families." |
*
* @param {Booking_Payment_Hold_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_hold_left = /** @type {((inputs: Booking_Payment_Hold_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Hold_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_hold_left(inputs)
	return en_booking_payment_hold_left(inputs)
});