/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Cancelled_BeforeInputs */

const en_email_booking_cancelled_before = /** @type {(inputs: Email_Booking_Cancelled_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking `)
};

const fr_email_booking_cancelled_before = /** @type {(inputs: Email_Booking_Cancelled_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation `)
};

/**
* | output |
* | --- |
* | "Your booking" |
*
* @param {Email_Booking_Cancelled_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_before = /** @type {((inputs?: Email_Booking_Cancelled_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_before(inputs)
	return en_email_booking_cancelled_before(inputs)
});