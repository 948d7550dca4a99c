/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Friends_QuoteInputs */

const en_home_testimonial_friends_quote = /** @type {(inputs: Home_Testimonial_Friends_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The social skills workshop helped him start conversations and keep them going. He has made two good friends this term.`)
};

const fr_home_testimonial_friends_quote = /** @type {(inputs: Home_Testimonial_Friends_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'atelier de compétences sociales l'a aidé à engager la conversation et à la faire durer. Il s'est fait deux bons amis ce trimestre.`)
};

/**
* | output |
* | --- |
* | "The social skills workshop helped him start conversations and keep them going. He has made two good friends this term." |
*
* @param {Home_Testimonial_Friends_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_friends_quote = /** @type {((inputs?: Home_Testimonial_Friends_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Friends_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_friends_quote(inputs)
	return en_home_testimonial_friends_quote(inputs)
});