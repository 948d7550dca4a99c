/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Guarantee_AnswerInputs */

const en_home_faq_guarantee_answer = /** @type {(inputs: Home_Faq_Guarantee_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are never locked in, and the rules are the same for every family.`)
};

const fr_home_faq_guarantee_answer = /** @type {(inputs: Home_Faq_Guarantee_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'êtes jamais engagé sans issue, et les règles sont les mêmes pour toutes les familles.`)
};

/**
* | output |
* | --- |
* | "You are never locked in, and the rules are the same for every family." |
*
* @param {Home_Faq_Guarantee_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_guarantee_answer = /** @type {((inputs?: Home_Faq_Guarantee_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Guarantee_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_guarantee_answer(inputs)
	return en_home_faq_guarantee_answer(inputs)
});