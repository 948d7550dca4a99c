/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Contact_AnswerInputs */

const en_home_faq_contact_answer = /** @type {(inputs: Home_Faq_Contact_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write to us at any time by e-mail. Our support team responds within 24-48 hours, usually sooner.`)
};

const fr_home_faq_contact_answer = /** @type {(inputs: Home_Faq_Contact_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez-nous à tout moment par e-mail. Notre équipe répond sous 24 à 48 heures, souvent plus tôt.`)
};

/**
* | output |
* | --- |
* | "Write to us at any time by e-mail. Our support team responds within 24-48 hours, usually sooner." |
*
* @param {Home_Faq_Contact_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_contact_answer = /** @type {((inputs?: Home_Faq_Contact_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Contact_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_contact_answer(inputs)
	return en_home_faq_contact_answer(inputs)
});