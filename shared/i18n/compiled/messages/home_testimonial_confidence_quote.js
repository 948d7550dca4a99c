/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Confidence_QuoteInputs */

const en_home_testimonial_confidence_quote = /** @type {(inputs: Home_Testimonial_Confidence_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After six weeks our daughter raised her hand in class for the first time in years. She still uses the 'brave steps' list on her wall.`)
};

const fr_home_testimonial_confidence_quote = /** @type {(inputs: Home_Testimonial_Confidence_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après six semaines, notre fille a levé la main en classe pour la première fois depuis des années. Elle utilise encore la liste des « petits pas courageux » accrochée à son mur.`)
};

/**
* | output |
* | --- |
* | "After six weeks our daughter raised her hand in class for the first time in years. She still uses the 'brave steps' list on her wall." |
*
* @param {Home_Testimonial_Confidence_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_confidence_quote = /** @type {((inputs?: Home_Testimonial_Confidence_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Confidence_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_confidence_quote(inputs)
	return en_home_testimonial_confidence_quote(inputs)
});