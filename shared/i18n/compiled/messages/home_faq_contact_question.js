/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Contact_QuestionInputs */

const en_home_faq_contact_question = /** @type {(inputs: Home_Faq_Contact_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How can I contact you, and how quickly do you reply?`)
};

const fr_home_faq_contact_question = /** @type {(inputs: Home_Faq_Contact_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous contacter, et sous quel délai répondez-vous ?`)
};

/**
* | output |
* | --- |
* | "How can I contact you, and how quickly do you reply?" |
*
* @param {Home_Faq_Contact_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_contact_question = /** @type {((inputs?: Home_Faq_Contact_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Contact_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_contact_question(inputs)
	return en_home_faq_contact_question(inputs)
});