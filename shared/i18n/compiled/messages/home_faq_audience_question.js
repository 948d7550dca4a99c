/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Audience_QuestionInputs */

const en_home_faq_audience_question = /** @type {(inputs: Home_Faq_Audience_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who are the workshops for?`)
};

const fr_home_faq_audience_question = /** @type {(inputs: Home_Faq_Audience_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À qui s'adressent les ateliers ?`)
};

/**
* | output |
* | --- |
* | "Who are the workshops for?" |
*
* @param {Home_Faq_Audience_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_audience_question = /** @type {((inputs?: Home_Faq_Audience_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Audience_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_audience_question(inputs)
	return en_home_faq_audience_question(inputs)
});