/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Guarantee_QuestionInputs */

const en_home_faq_guarantee_question = /** @type {(inputs: Home_Faq_Guarantee_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What if the workshop is not right for my teen?`)
};

const fr_home_faq_guarantee_question = /** @type {(inputs: Home_Faq_Guarantee_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Et si l'atelier ne convient pas à mon ado ?`)
};

/**
* | output |
* | --- |
* | "What if the workshop is not right for my teen?" |
*
* @param {Home_Faq_Guarantee_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_guarantee_question = /** @type {((inputs?: Home_Faq_Guarantee_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Guarantee_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_guarantee_question(inputs)
	return en_home_faq_guarantee_question(inputs)
});