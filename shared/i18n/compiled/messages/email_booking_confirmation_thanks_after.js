/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Confirmation_Thanks_AfterInputs */

const en_email_booking_confirmation_thanks_after = /** @type {(inputs: Email_Booking_Confirmation_Thanks_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` is confirmed.`)
};

const fr_email_booking_confirmation_thanks_after = /** @type {(inputs: Email_Booking_Confirmation_Thanks_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` est confirmée.`)
};

/**
* | output |
* | --- |
* | "is confirmed." |
*
* @param {Email_Booking_Confirmation_Thanks_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_thanks_after = /** @type {((inputs?: Email_Booking_Confirmation_Thanks_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Confirmation_Thanks_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_confirmation_thanks_after(inputs)
	return en_email_booking_confirmation_thanks_after(inputs)
});