/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Goals_QuoteInputs */

const en_home_testimonial_goals_quote = /** @type {(inputs: Home_Testimonial_Goals_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the first time she set her own goals and broke them into small steps. Watching her follow through has been wonderful.`)
};

const fr_home_testimonial_goals_quote = /** @type {(inputs: Home_Testimonial_Goals_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour la première fois, elle s'est fixé ses propres objectifs et les a découpés en petites étapes. La voir aller jusqu'au bout a été merveilleux.`)
};

/**
* | output |
* | --- |
* | "For the first time she set her own goals and broke them into small steps. Watching her follow through has been wonderful." |
*
* @param {Home_Testimonial_Goals_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_goals_quote = /** @type {((inputs?: Home_Testimonial_Goals_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Goals_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_goals_quote(inputs)
	return en_home_testimonial_goals_quote(inputs)
});