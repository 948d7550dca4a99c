/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Video_Link_AnswerInputs */

const en_home_faq_video_link_answer = /** @type {(inputs: Home_Faq_Video_Link_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We e-mail the video link to the parent's address 24 hours before the first session, together with a short checklist to help your teen get ready.`)
};

const fr_home_faq_video_link_answer = /** @type {(inputs: Home_Faq_Video_Link_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous envoyons le lien de la visioconférence par e-mail à l'adresse du parent 24 heures avant la première séance, avec une courte liste de points à vérifier pour aider votre ado à se préparer.`)
};

/**
* | output |
* | --- |
* | "We e-mail the video link to the parent's address 24 hours before the first session, together with a short checklist to help your teen get ready." |
*
* @param {Home_Faq_Video_Link_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_video_link_answer = /** @type {((inputs?: Home_Faq_Video_Link_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Video_Link_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_video_link_answer(inputs)
	return en_home_faq_video_link_answer(inputs)
});