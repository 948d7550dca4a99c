/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Group_Size_QuestionInputs */

const en_home_faq_group_size_question = /** @type {(inputs: Home_Faq_Group_Size_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How big are the groups?`)
};

const fr_home_faq_group_size_question = /** @type {(inputs: Home_Faq_Group_Size_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle est la taille des groupes ?`)
};

/**
* | output |
* | --- |
* | "How big are the groups?" |
*
* @param {Home_Faq_Group_Size_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_group_size_question = /** @type {((inputs?: Home_Faq_Group_Size_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Group_Size_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_group_size_question(inputs)
	return en_home_faq_group_size_question(inputs)
});