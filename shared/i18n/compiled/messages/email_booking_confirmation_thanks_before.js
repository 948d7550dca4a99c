/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown> }} Email_Booking_Confirmation_Thanks_BeforeInputs */

const en_email_booking_confirmation_thanks_before = /** @type {(inputs: Email_Booking_Confirmation_Thanks_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you! ${i?.teenName}'s place in `)
};

const fr_email_booking_confirmation_thanks_before = /** @type {(inputs: Email_Booking_Confirmation_Thanks_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci ! La place de ${i?.teenName} dans `)
};

/**
* | output |
* | --- |
* | "Thank you! {teenName}'s place in" |
*
* @param {Email_Booking_Confirmation_Thanks_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_thanks_before = /** @type {((inputs: Email_Booking_Confirmation_Thanks_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Confirmation_Thanks_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_confirmation_thanks_before(inputs)
	return en_email_booking_confirmation_thanks_before(inputs)
});