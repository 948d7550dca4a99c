/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_New_Booking_Notice_IntroInputs */

const en_email_new_booking_notice_intro = /** @type {(inputs: Email_New_Booking_Notice_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New booking confirmed.`)
};

const fr_email_new_booking_notice_intro = /** @type {(inputs: Email_New_Booking_Notice_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle réservation confirmée.`)
};

/**
* | output |
* | --- |
* | "New booking confirmed." |
*
* @param {Email_New_Booking_Notice_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_intro = /** @type {((inputs?: Email_New_Booking_Notice_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_New_Booking_Notice_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_new_booking_notice_intro(inputs)
	return en_email_new_booking_notice_intro(inputs)
});