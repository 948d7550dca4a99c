/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Shy_QuestionInputs */

const en_home_faq_shy_question = /** @type {(inputs: Home_Faq_Shy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My teen is shy. Will they feel comfortable?`)
};

const fr_home_faq_shy_question = /** @type {(inputs: Home_Faq_Shy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon ado est timide. Se sentira-t-il à l'aise ?`)
};

/**
* | output |
* | --- |
* | "My teen is shy. Will they feel comfortable?" |
*
* @param {Home_Faq_Shy_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_shy_question = /** @type {((inputs?: Home_Faq_Shy_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Shy_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_shy_question(inputs)
	return en_home_faq_shy_question(inputs)
});