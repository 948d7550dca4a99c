/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Email_Refund_QuestionsInputs */

const en_email_refund_questions = /** @type {(inputs: Email_Refund_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Any question? Contact us at ${i?.contactEmail}.`)
};

const fr_email_refund_questions = /** @type {(inputs: Email_Refund_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une question ? Écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "Any question? Contact us at {contactEmail}." |
*
* @param {Email_Refund_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_questions = /** @type {((inputs: Email_Refund_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_questions(inputs)
	return en_email_refund_questions(inputs)
});