/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Video_Link_QuestionInputs */

const en_home_faq_video_link_question = /** @type {(inputs: Home_Faq_Video_Link_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When will we receive the video link?`)
};

const fr_home_faq_video_link_question = /** @type {(inputs: Home_Faq_Video_Link_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand recevrons-nous le lien de la visioconférence ?`)
};

/**
* | output |
* | --- |
* | "When will we receive the video link?" |
*
* @param {Home_Faq_Video_Link_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_video_link_question = /** @type {((inputs?: Home_Faq_Video_Link_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Video_Link_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_video_link_question(inputs)
	return en_home_faq_video_link_question(inputs)
});