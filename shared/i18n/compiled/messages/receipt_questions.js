/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Receipt_QuestionsInputs */

const en_receipt_questions = /** @type {(inputs: Receipt_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Write to ${i?.contactEmail}; we answer within 24 hours.`)
};

const fr_receipt_questions = /** @type {(inputs: Receipt_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions ? Écrivez à ${i?.contactEmail} ; nous répondons sous 24 heures.`)
};

/**
* | output |
* | --- |
* | "Questions? Write to {contactEmail}; we answer within 24 hours." |
*
* @param {Receipt_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_questions = /** @type {((inputs: Receipt_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_questions(inputs)
	return en_receipt_questions(inputs)
});