/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Choosing_QuestionInputs */

const en_home_faq_choosing_question = /** @type {(inputs: Home_Faq_Choosing_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I choose the right workshop?`)
};

const fr_home_faq_choosing_question = /** @type {(inputs: Home_Faq_Choosing_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment choisir le bon atelier ?`)
};

/**
* | output |
* | --- |
* | "How do I choose the right workshop?" |
*
* @param {Home_Faq_Choosing_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_choosing_question = /** @type {((inputs?: Home_Faq_Choosing_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Choosing_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_choosing_question(inputs)
	return en_home_faq_choosing_question(inputs)
});