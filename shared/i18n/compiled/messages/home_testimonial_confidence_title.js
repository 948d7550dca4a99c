/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Confidence_TitleInputs */

const en_home_testimonial_confidence_title = /** @type {(inputs: Home_Testimonial_Confidence_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More confident at school`)
};

const fr_home_testimonial_confidence_title = /** @type {(inputs: Home_Testimonial_Confidence_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus sûre d'elle à l'école`)
};

/**
* | output |
* | --- |
* | "More confident at school" |
*
* @param {Home_Testimonial_Confidence_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_confidence_title = /** @type {((inputs?: Home_Testimonial_Confidence_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Confidence_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_confidence_title(inputs)
	return en_home_testimonial_confidence_title(inputs)
});