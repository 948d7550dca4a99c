/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Sessions_QuestionInputs */

const en_home_faq_sessions_question = /** @type {(inputs: Home_Faq_Sessions_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do the online sessions work?`)
};

const fr_home_faq_sessions_question = /** @type {(inputs: Home_Faq_Sessions_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment se déroulent les séances en ligne ?`)
};

/**
* | output |
* | --- |
* | "How do the online sessions work?" |
*
* @param {Home_Faq_Sessions_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_sessions_question = /** @type {((inputs?: Home_Faq_Sessions_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Sessions_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_sessions_question(inputs)
	return en_home_faq_sessions_question(inputs)
});