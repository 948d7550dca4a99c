/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_QuestionsInputs */

const en_email_questions = /** @type {(inputs: Email_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions? Write to`)
};

const fr_email_questions = /** @type {(inputs: Email_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des questions ? Écrivez à`)
};

/**
* | output |
* | --- |
* | "Questions? Write to" |
*
* @param {Email_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_questions = /** @type {((inputs?: Email_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_questions(inputs)
	return en_email_questions(inputs)
});