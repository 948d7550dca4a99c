/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_Hold_EndedInputs */

const en_booking_payment_hold_ended = /** @type {(inputs: Booking_Payment_Hold_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place held for your last attempt has gone back to other families. Paying now holds a place again if one is still free.`)
};

const fr_booking_payment_hold_ended = /** @type {(inputs: Booking_Payment_Hold_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La place réservée pour votre dernière tentative est revenue aux autres familles. Payer maintenant réserve de nouveau une place s'il en reste une.`)
};

/**
* | output |
* | --- |
* | "The place held for your last attempt has gone back to other families. Paying now holds a place again if one is still free." |
*
* @param {Booking_Payment_Hold_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_hold_ended = /** @type {((inputs?: Booking_Payment_Hold_EndedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Hold_EndedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_hold_ended(inputs)
	return en_booking_payment_hold_ended(inputs)
});