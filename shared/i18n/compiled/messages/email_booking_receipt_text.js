/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Receipt_TextInputs */

const en_email_booking_receipt_text = /** @type {(inputs: Email_Booking_Receipt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download your receipt (PDF):`)
};

const fr_email_booking_receipt_text = /** @type {(inputs: Email_Booking_Receipt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargez votre reçu (PDF) :`)
};

/**
* | output |
* | --- |
* | "Download your receipt (PDF):" |
*
* @param {Email_Booking_Receipt_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_receipt_text = /** @type {((inputs?: Email_Booking_Receipt_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Receipt_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_receipt_text(inputs)
	return en_email_booking_receipt_text(inputs)
});