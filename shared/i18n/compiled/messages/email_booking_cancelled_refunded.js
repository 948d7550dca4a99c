/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Email_Booking_Cancelled_RefundedInputs */

const en_email_booking_cancelled_refunded = /** @type {(inputs: Email_Booking_Cancelled_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are refunding ${i?.amount} to the card you paid with. It usually reaches your account within 5 to 10 days.`)
};

const fr_email_booking_cancelled_refunded = /** @type {(inputs: Email_Booking_Cancelled_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous remboursons ${i?.amount} sur la carte utilisée pour le paiement. Le remboursement arrive en général sur votre compte sous 5 à 10 jours.`)
};

/**
* | output |
* | --- |
* | "We are refunding {amount} to the card you paid with. It usually reaches your account within 5 to 10 days." |
*
* @param {Email_Booking_Cancelled_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_refunded = /** @type {((inputs: Email_Booking_Cancelled_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_refunded(inputs)
	return en_email_booking_cancelled_refunded(inputs)
});