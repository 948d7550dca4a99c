/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Cancelled_QuestionsInputs */

const en_email_booking_cancelled_questions = /** @type {(inputs: Email_Booking_Cancelled_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any question about this cancellation? Contact us at`)
};

const fr_email_booking_cancelled_questions = /** @type {(inputs: Email_Booking_Cancelled_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une question sur cette annulation ? Contactez-nous à`)
};

/**
* | output |
* | --- |
* | "Any question about this cancellation? Contact us at" |
*
* @param {Email_Booking_Cancelled_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_questions = /** @type {((inputs?: Email_Booking_Cancelled_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_questions(inputs)
	return en_email_booking_cancelled_questions(inputs)
});