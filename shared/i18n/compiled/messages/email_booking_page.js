/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_PageInputs */

const en_email_booking_page = /** @type {(inputs: Email_Booking_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking:`)
};

const fr_email_booking_page = /** @type {(inputs: Email_Booking_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation :`)
};

/**
* | output |
* | --- |
* | "Your booking:" |
*
* @param {Email_Booking_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_page = /** @type {((inputs?: Email_Booking_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_page(inputs)
	return en_email_booking_page(inputs)
});