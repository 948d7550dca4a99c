/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_Refund_NoteInputs */

const en_booking_payment_refund_note = /** @type {(inputs: Booking_Payment_Refund_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full refund up to 48 hours before the workshop starts.`)
};

const fr_booking_payment_refund_note = /** @type {(inputs: Booking_Payment_Refund_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement intégral jusqu'à 48 heures avant le début de l'atelier.`)
};

/**
* | output |
* | --- |
* | "Full refund up to 48 hours before the workshop starts." |
*
* @param {Booking_Payment_Refund_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_refund_note = /** @type {((inputs?: Booking_Payment_Refund_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Refund_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_refund_note(inputs)
	return en_booking_payment_refund_note(inputs)
});