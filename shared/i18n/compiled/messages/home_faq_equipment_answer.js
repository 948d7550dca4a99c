/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Equipment_AnswerInputs */

const en_home_faq_equipment_answer = /** @type {(inputs: Home_Faq_Equipment_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A computer or tablet with a camera and microphone, a stable internet connection and a quiet place where they can talk freely. No other materials are needed.`)
};

const fr_home_faq_equipment_answer = /** @type {(inputs: Home_Faq_Equipment_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D'un ordinateur ou d'une tablette avec caméra et micro, d'une connexion internet stable et d'un endroit calme où parler librement. Aucun autre matériel n'est nécessaire.`)
};

/**
* | output |
* | --- |
* | "A computer or tablet with a camera and microphone, a stable internet connection and a quiet place where they can talk freely. No other materials are needed." |
*
* @param {Home_Faq_Equipment_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_equipment_answer = /** @type {((inputs?: Home_Faq_Equipment_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Equipment_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_equipment_answer(inputs)
	return en_home_faq_equipment_answer(inputs)
});