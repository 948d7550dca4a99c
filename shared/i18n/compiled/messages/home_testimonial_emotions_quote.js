/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Emotions_QuoteInputs */

const en_home_testimonial_emotions_quote = /** @type {(inputs: Home_Testimonial_Emotions_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`She learned to name her feelings and calm down when things get overwhelming. The change in our home has been remarkable.`)
};

const fr_home_testimonial_emotions_quote = /** @type {(inputs: Home_Testimonial_Emotions_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle a appris à nommer ses émotions et à se calmer quand tout devient trop lourd. Le changement à la maison est remarquable.`)
};

/**
* | output |
* | --- |
* | "She learned to name her feelings and calm down when things get overwhelming. The change in our home has been remarkable." |
*
* @param {Home_Testimonial_Emotions_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_emotions_quote = /** @type {((inputs?: Home_Testimonial_Emotions_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Emotions_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_emotions_quote(inputs)
	return en_home_testimonial_emotions_quote(inputs)
});