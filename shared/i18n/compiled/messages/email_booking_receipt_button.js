/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Receipt_ButtonInputs */

const en_email_booking_receipt_button = /** @type {(inputs: Email_Booking_Receipt_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Receipt`)
};

const fr_email_booking_receipt_button = /** @type {(inputs: Email_Booking_Receipt_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le reçu`)
};

/**
* | output |
* | --- |
* | "Download Receipt" |
*
* @param {Email_Booking_Receipt_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_receipt_button = /** @type {((inputs?: Email_Booking_Receipt_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Receipt_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_receipt_button(inputs)
	return en_email_booking_receipt_button(inputs)
});