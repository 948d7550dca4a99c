/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Coaches_AnswerInputs */

const en_home_faq_coaches_answer = /** @type {(inputs: Home_Faq_Coaches_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our workshops are led by a clinical psychologist and a teen life coach who have spent many years working with young people. You can read their profiles on this page.`)
};

const fr_home_faq_coaches_answer = /** @type {(inputs: Home_Faq_Coaches_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos ateliers sont animés par une psychologue clinicienne et un coach de vie pour ados qui travaillent depuis de nombreuses années avec les jeunes. Vous pouvez lire leurs profils sur cette page.`)
};

/**
* | output |
* | --- |
* | "Our workshops are led by a clinical psychologist and a teen life coach who have spent many years working with young people. You can read their profiles on th..." |
*
* @param {Home_Faq_Coaches_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_coaches_answer = /** @type {((inputs?: Home_Faq_Coaches_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Coaches_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_coaches_answer(inputs)
	return en_home_faq_coaches_answer(inputs)
});