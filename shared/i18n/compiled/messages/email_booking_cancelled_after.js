/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Cancelled_AfterInputs */

const en_email_booking_cancelled_after = /** @type {(inputs: Email_Booking_Cancelled_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` is cancelled.`)
};

const fr_email_booking_cancelled_after = /** @type {(inputs: Email_Booking_Cancelled_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` est annulée.`)
};

/**
* | output |
* | --- |
* | "is cancelled." |
*
* @param {Email_Booking_Cancelled_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_after = /** @type {((inputs?: Email_Booking_Cancelled_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_after(inputs)
	return en_email_booking_cancelled_after(inputs)
});