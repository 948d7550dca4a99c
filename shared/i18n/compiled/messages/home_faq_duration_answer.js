/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Duration_AnswerInputs */

const en_home_faq_duration_answer = /** @type {(inputs: Home_Faq_Duration_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Between 3 and 6 weeks, depending on the topic, with one session per week. The duration and the number of sessions are shown on each workshop card.`)
};

const fr_home_faq_duration_answer = /** @type {(inputs: Home_Faq_Duration_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre 3 et 6 semaines selon le thème, à raison d'une séance par semaine. La durée et le nombre de séances sont indiqués sur chaque fiche d'atelier.`)
};

/**
* | output |
* | --- |
* | "Between 3 and 6 weeks, depending on the topic, with one session per week. The duration and the number of sessions are shown on each workshop card." |
*
* @param {Home_Faq_Duration_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_duration_answer = /** @type {((inputs?: Home_Faq_Duration_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Duration_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_duration_answer(inputs)
	return en_home_faq_duration_answer(inputs)
});