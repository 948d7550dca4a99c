/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Choosing_AnswerInputs */

const en_home_faq_choosing_answer = /** @type {(inputs: Home_Faq_Choosing_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a free 30-minute call with one of our coaches. We will listen to what your teen is going through and recommend the workshop that fits best, with no obligation.`)
};

const fr_home_faq_choosing_answer = /** @type {(inputs: Home_Faq_Choosing_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservez un appel gratuit de 30 minutes avec l'un de nos coachs. Nous écouterons ce que vit votre ado et vous recommanderons l'atelier qui lui convient le mieux, sans engagement.`)
};

/**
* | output |
* | --- |
* | "Book a free 30-minute call with one of our coaches. We will listen to what your teen is going through and recommend the workshop that fits best, with no obli..." |
*
* @param {Home_Faq_Choosing_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_choosing_answer = /** @type {((inputs?: Home_Faq_Choosing_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Choosing_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_choosing_answer(inputs)
	return en_home_faq_choosing_answer(inputs)
});