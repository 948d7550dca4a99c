/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonials_NextInputs */

const en_home_testimonials_next = /** @type {(inputs: Home_Testimonials_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

const fr_home_testimonials_next = /** @type {(inputs: Home_Testimonials_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diapositive suivante`)
};

/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Home_Testimonials_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_next = /** @type {((inputs?: Home_Testimonials_NextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_NextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonials_next(inputs)
	return en_home_testimonials_next(inputs)
});