/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Sessions_AnswerInputs */

const en_home_faq_sessions_answer = /** @type {(inputs: Home_Faq_Sessions_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions are live video calls led by one of our coaches. Teens learn through storytelling, discussion and practical exercises they can use the same day. Sessions last about an hour and take place once a week.`)
};

const fr_home_faq_sessions_answer = /** @type {(inputs: Home_Faq_Sessions_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les séances sont des appels vidéo en direct, animés par l'un de nos coachs. Les ados apprennent par des histoires, des discussions et des exercices pratiques qu'ils peuvent utiliser le jour même. Les séances durent environ une heure et ont lieu une fois par semaine.`)
};

/**
* | output |
* | --- |
* | "Sessions are live video calls led by one of our coaches. Teens learn through storytelling, discussion and practical exercises they can use the same day. Sess..." |
*
* @param {Home_Faq_Sessions_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_sessions_answer = /** @type {((inputs?: Home_Faq_Sessions_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Sessions_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_sessions_answer(inputs)
	return en_home_faq_sessions_answer(inputs)
});