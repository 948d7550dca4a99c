/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Shy_TitleInputs */

const en_home_testimonial_shy_title = /** @type {(inputs: Home_Testimonial_Shy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A safe place to open up`)
};

const fr_home_testimonial_shy_title = /** @type {(inputs: Home_Testimonial_Shy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lieu sûr pour s'ouvrir`)
};

/**
* | output |
* | --- |
* | "A safe place to open up" |
*
* @param {Home_Testimonial_Shy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_shy_title = /** @type {((inputs?: Home_Testimonial_Shy_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Shy_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_shy_title(inputs)
	return en_home_testimonial_shy_title(inputs)
});