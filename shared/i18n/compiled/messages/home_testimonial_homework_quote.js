/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Homework_QuoteInputs */

const en_home_testimonial_homework_quote = /** @type {(inputs: Home_Testimonial_Homework_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The productivity workshop gave our son a weekly plan he actually follows. Evenings at home are so much calmer now.`)
};

const fr_home_testimonial_homework_quote = /** @type {(inputs: Home_Testimonial_Homework_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'atelier de productivité a donné à notre fils un planning hebdomadaire qu'il suit vraiment. Les soirées à la maison sont tellement plus calmes maintenant.`)
};

/**
* | output |
* | --- |
* | "The productivity workshop gave our son a weekly plan he actually follows. Evenings at home are so much calmer now." |
*
* @param {Home_Testimonial_Homework_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_homework_quote = /** @type {((inputs?: Home_Testimonial_Homework_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Homework_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_homework_quote(inputs)
	return en_home_testimonial_homework_quote(inputs)
});