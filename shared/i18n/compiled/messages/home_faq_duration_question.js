/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Duration_QuestionInputs */

const en_home_faq_duration_question = /** @type {(inputs: Home_Faq_Duration_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long does a workshop last?`)
};

const fr_home_faq_duration_question = /** @type {(inputs: Home_Faq_Duration_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de temps dure un atelier ?`)
};

/**
* | output |
* | --- |
* | "How long does a workshop last?" |
*
* @param {Home_Faq_Duration_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_duration_question = /** @type {((inputs?: Home_Faq_Duration_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Duration_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_duration_question(inputs)
	return en_home_faq_duration_question(inputs)
});