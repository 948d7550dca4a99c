/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Cancelled_MiddleInputs */

const en_email_booking_cancelled_middle = /** @type {(inputs: Email_Booking_Cancelled_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` for `)
};

const fr_email_booking_cancelled_middle = /** @type {(inputs: Email_Booking_Cancelled_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` pour `)
};

/**
* | output |
* | --- |
* | "for" |
*
* @param {Email_Booking_Cancelled_MiddleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_middle = /** @type {((inputs?: Email_Booking_Cancelled_MiddleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_MiddleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_middle(inputs)
	return en_email_booking_cancelled_middle(inputs)
});