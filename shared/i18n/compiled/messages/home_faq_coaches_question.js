/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Coaches_QuestionInputs */

const en_home_faq_coaches_question = /** @type {(inputs: Home_Faq_Coaches_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who leads the workshops?`)
};

const fr_home_faq_coaches_question = /** @type {(inputs: Home_Faq_Coaches_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui anime les ateliers ?`)
};

/**
* | output |
* | --- |
* | "Who leads the workshops?" |
*
* @param {Home_Faq_Coaches_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_coaches_question = /** @type {((inputs?: Home_Faq_Coaches_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Coaches_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_coaches_question(inputs)
	return en_home_faq_coaches_question(inputs)
});