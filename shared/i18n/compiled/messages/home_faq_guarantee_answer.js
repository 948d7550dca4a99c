/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Guarantee_AnswerInputs */

const en_home_faq_guarantee_answer = /** @type {(inputs: Home_Faq_Guarantee_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every workshop comes with a 7-day money-back guarantee. If you are not satisfied, contact us within 7 days and we will refund you in full.`)
};

const fr_home_faq_guarantee_answer = /** @type {(inputs: Home_Faq_Guarantee_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque atelier est couvert par une garantie « satisfait ou remboursé » de 7 jours. Si vous n'êtes pas satisfait, contactez-nous dans les 7 jours et nous vous rembourserons intégralement.`)
};

/**
* | output |
* | --- |
* | "Every workshop comes with a 7-day money-back guarantee. If you are not satisfied, contact us within 7 days and we will refund you in full." |
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