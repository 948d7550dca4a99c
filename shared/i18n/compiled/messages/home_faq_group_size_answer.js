/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Group_Size_AnswerInputs */

const en_home_faq_group_size_answer = /** @type {(inputs: Home_Faq_Group_Size_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every group has 4 to 6 teens. Small groups mean every participant is heard, gets personal attention from the coach and can practise in a safe, friendly setting.`)
};

const fr_home_faq_group_size_answer = /** @type {(inputs: Home_Faq_Group_Size_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque groupe compte 4 à 6 ados. En petit groupe, chaque participant est écouté, bénéficie de l'attention personnelle du coach et peut s'exercer dans un cadre sûr et bienveillant.`)
};

/**
* | output |
* | --- |
* | "Every group has 4 to 6 teens. Small groups mean every participant is heard, gets personal attention from the coach and can practise in a safe, friendly setting." |
*
* @param {Home_Faq_Group_Size_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_group_size_answer = /** @type {((inputs?: Home_Faq_Group_Size_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Group_Size_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_group_size_answer(inputs)
	return en_home_faq_group_size_answer(inputs)
});