/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Shy_AnswerInputs */

const en_home_faq_shy_answer = /** @type {(inputs: Home_Faq_Shy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Many of our participants are shy at first. Coaches start every group with gentle, low-pressure activities, nobody is forced to speak, and the small group size helps teens open up at their own pace.`)
};

const fr_home_faq_shy_answer = /** @type {(inputs: Home_Faq_Shy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beaucoup de nos participants sont timides au début. Les coachs commencent chaque groupe par des activités douces et sans pression, personne n'est obligé de parler, et la petite taille du groupe aide les ados à s'ouvrir à leur rythme.`)
};

/**
* | output |
* | --- |
* | "Many of our participants are shy at first. Coaches start every group with gentle, low-pressure activities, nobody is forced to speak, and the small group siz..." |
*
* @param {Home_Faq_Shy_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_shy_answer = /** @type {((inputs?: Home_Faq_Shy_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Shy_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_shy_answer(inputs)
	return en_home_faq_shy_answer(inputs)
});