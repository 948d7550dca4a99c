/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Emotions_TitleInputs */

const en_home_testimonial_emotions_title = /** @type {(inputs: Home_Testimonial_Emotions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools she uses every day`)
};

const fr_home_testimonial_emotions_title = /** @type {(inputs: Home_Testimonial_Emotions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des outils qu'elle utilise chaque jour`)
};

/**
* | output |
* | --- |
* | "Tools she uses every day" |
*
* @param {Home_Testimonial_Emotions_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_emotions_title = /** @type {((inputs?: Home_Testimonial_Emotions_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Emotions_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_emotions_title(inputs)
	return en_home_testimonial_emotions_title(inputs)
});