/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Confirmation_HeadingInputs */

const en_email_booking_confirmation_heading = /** @type {(inputs: Email_Booking_Confirmation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking is confirmed`)
};

const fr_email_booking_confirmation_heading = /** @type {(inputs: Email_Booking_Confirmation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation est confirmée`)
};

/**
* | output |
* | --- |
* | "Your booking is confirmed" |
*
* @param {Email_Booking_Confirmation_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_heading = /** @type {((inputs?: Email_Booking_Confirmation_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Confirmation_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_confirmation_heading(inputs)
	return en_email_booking_confirmation_heading(inputs)
});