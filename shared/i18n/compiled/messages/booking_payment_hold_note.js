/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Booking_Payment_Hold_NoteInputs */

const en_booking_payment_hold_note = /** @type {(inputs: Booking_Payment_Hold_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When you press Pay, your place is held for you for ${i?.minutes} minutes at most while the payment completes. After that it goes back to other families: a payment completed later is booked only if a place is still free, otherwise it is refunded in full.`)
};

const fr_booking_payment_hold_note = /** @type {(inputs: Booking_Payment_Hold_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quand vous appuyez sur Payer, votre place vous est réservée ${i?.minutes} minutes au plus, le temps du paiement. Ensuite, elle revient aux autres familles : un paiement terminé plus tard n'est réservé que s'il reste une place, sinon il est remboursé en totalité.`)
};

/**
* | output |
* | --- |
* | "When you press Pay, your place is held for you for {minutes} minutes at most while the payment completes. After that it goes back to other families: a paymen..." |
*
* @param {Booking_Payment_Hold_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_hold_note = /** @type {((inputs: Booking_Payment_Hold_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Hold_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_hold_note(inputs)
	return en_booking_payment_hold_note(inputs)
});