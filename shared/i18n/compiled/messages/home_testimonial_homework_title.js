/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Homework_TitleInputs */

const en_home_testimonial_homework_title = /** @type {(inputs: Home_Testimonial_Homework_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homework without the battles`)
};

const fr_home_testimonial_homework_title = /** @type {(inputs: Home_Testimonial_Homework_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les devoirs sans les disputes`)
};

/**
* | output |
* | --- |
* | "Homework without the battles" |
*
* @param {Home_Testimonial_Homework_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_homework_title = /** @type {((inputs?: Home_Testimonial_Homework_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Homework_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_homework_title(inputs)
	return en_home_testimonial_homework_title(inputs)
});