/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonials_EyebrowInputs */

const en_home_testimonials_eyebrow = /** @type {(inputs: Home_Testimonials_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testimonials`)
};

const fr_home_testimonials_eyebrow = /** @type {(inputs: Home_Testimonials_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoignages`)
};

/**
* | output |
* | --- |
* | "Testimonials" |
*
* @param {Home_Testimonials_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_eyebrow = /** @type {((inputs?: Home_Testimonials_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonials_eyebrow(inputs)
	return en_home_testimonials_eyebrow(inputs)
});