/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Cancelled_HeadingInputs */

const en_email_booking_cancelled_heading = /** @type {(inputs: Email_Booking_Cancelled_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled`)
};

const fr_email_booking_cancelled_heading = /** @type {(inputs: Email_Booking_Cancelled_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation annulée`)
};

/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Email_Booking_Cancelled_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_heading = /** @type {((inputs?: Email_Booking_Cancelled_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_heading(inputs)
	return en_email_booking_cancelled_heading(inputs)
});