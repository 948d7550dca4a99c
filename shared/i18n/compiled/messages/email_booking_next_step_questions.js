/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Email_Booking_Next_Step_QuestionsInputs */

const en_email_booking_next_step_questions = /** @type {(inputs: Email_Booking_Next_Step_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Write to ${i?.contactEmail}; we answer within 24 hours.`)
};

const fr_email_booking_next_step_questions = /** @type {(inputs: Email_Booking_Next_Step_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions ? Écrivez à ${i?.contactEmail} ; nous répondons sous 24 heures.`)
};

/**
* | output |
* | --- |
* | "Questions? Write to {contactEmail}; we answer within 24 hours." |
*
* @param {Email_Booking_Next_Step_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_step_questions = /** @type {((inputs: Email_Booking_Next_Step_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Next_Step_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_next_step_questions(inputs)
	return en_email_booking_next_step_questions(inputs)
});