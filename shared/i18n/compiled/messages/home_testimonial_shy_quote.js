/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Shy_QuoteInputs */

const en_home_testimonial_shy_quote = /** @type {(inputs: Home_Testimonial_Shy_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our son is quite shy, but the small group made him feel comfortable right away. He looked forward to every session.`)
};

const fr_home_testimonial_shy_quote = /** @type {(inputs: Home_Testimonial_Shy_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre fils est assez timide, mais le petit groupe l'a tout de suite mis à l'aise. Il attendait chaque séance avec impatience.`)
};

/**
* | output |
* | --- |
* | "Our son is quite shy, but the small group made him feel comfortable right away. He looked forward to every session." |
*
* @param {Home_Testimonial_Shy_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_shy_quote = /** @type {((inputs?: Home_Testimonial_Shy_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Shy_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_shy_quote(inputs)
	return en_home_testimonial_shy_quote(inputs)
});