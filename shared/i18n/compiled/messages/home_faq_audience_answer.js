/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Audience_AnswerInputs */

const en_home_faq_audience_answer = /** @type {(inputs: Home_Faq_Audience_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our workshops are designed for young people aged 10 to 16. Most workshops welcome the whole range; Productivity Mastery and Healthy Habits are for ages 12 to 16. Each workshop card shows its age range.`)
};

const fr_home_faq_audience_answer = /** @type {(inputs: Home_Faq_Audience_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos ateliers sont conçus pour les jeunes de 10 à 16 ans. La plupart des ateliers accueillent toute cette tranche d'âge ; Productivity Mastery et Healthy Habits s'adressent aux 12-16 ans. Chaque fiche d'atelier indique sa tranche d'âge.`)
};

/**
* | output |
* | --- |
* | "Our workshops are designed for young people aged 10 to 16. Most workshops welcome the whole range; Productivity Mastery and Healthy Habits are for ages 12 to..." |
*
* @param {Home_Faq_Audience_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_audience_answer = /** @type {((inputs?: Home_Faq_Audience_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Audience_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_audience_answer(inputs)
	return en_home_faq_audience_answer(inputs)
});