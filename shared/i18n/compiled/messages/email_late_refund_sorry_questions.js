/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Email_Late_Refund_Sorry_QuestionsInputs */

const en_email_late_refund_sorry_questions = /** @type {(inputs: Email_Late_Refund_Sorry_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are sorry for the trouble. Questions? Write to ${i?.contactEmail}.`)
};

const fr_email_late_refund_sorry_questions = /** @type {(inputs: Email_Late_Refund_Sorry_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés pour ce désagrément. Des questions ? Écrivez à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "We are sorry for the trouble. Questions? Write to {contactEmail}." |
*
* @param {Email_Late_Refund_Sorry_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_sorry_questions = /** @type {((inputs: Email_Late_Refund_Sorry_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_Sorry_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_sorry_questions(inputs)
	return en_email_late_refund_sorry_questions(inputs)
});