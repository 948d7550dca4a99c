/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonials_PreviousInputs */

const en_home_testimonials_previous = /** @type {(inputs: Home_Testimonials_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

const fr_home_testimonials_previous = /** @type {(inputs: Home_Testimonials_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diapositive précédente`)
};

/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Testimonials_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_previous = /** @type {((inputs?: Home_Testimonials_PreviousInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_PreviousInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonials_previous(inputs)
	return en_home_testimonials_previous(inputs)
});