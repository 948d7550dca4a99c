/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Equipment_QuestionInputs */

const en_home_faq_equipment_question = /** @type {(inputs: Home_Faq_Equipment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What does my teen need to take part?`)
};

const fr_home_faq_equipment_question = /** @type {(inputs: Home_Faq_Equipment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De quoi mon ado a-t-il besoin pour participer ?`)
};

/**
* | output |
* | --- |
* | "What does my teen need to take part?" |
*
* @param {Home_Faq_Equipment_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_equipment_question = /** @type {((inputs?: Home_Faq_Equipment_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Equipment_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_equipment_question(inputs)
	return en_home_faq_equipment_question(inputs)
});