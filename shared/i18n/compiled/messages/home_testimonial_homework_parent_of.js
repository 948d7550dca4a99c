/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Homework_Parent_OfInputs */

const en_home_testimonial_homework_parent_of = /** @type {(inputs: Home_Testimonial_Homework_Parent_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent of a 15-year-old`)
};

const fr_home_testimonial_homework_parent_of = /** @type {(inputs: Home_Testimonial_Homework_Parent_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent d'un garçon de 15 ans`)
};

/**
* | output |
* | --- |
* | "Parent of a 15-year-old" |
*
* @param {Home_Testimonial_Homework_Parent_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_homework_parent_of = /** @type {((inputs?: Home_Testimonial_Homework_Parent_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Homework_Parent_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_homework_parent_of(inputs)
	return en_home_testimonial_homework_parent_of(inputs)
});