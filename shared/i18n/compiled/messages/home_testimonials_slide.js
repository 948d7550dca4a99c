/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, total: NonNullable<unknown> }} Home_Testimonials_SlideInputs */

const en_home_testimonials_slide = /** @type {(inputs: Home_Testimonials_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position} of ${i?.total}`)
};

const fr_home_testimonials_slide = /** @type {(inputs: Home_Testimonials_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position} sur ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{position} of {total}" |
*
* @param {Home_Testimonials_SlideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_slide = /** @type {((inputs: Home_Testimonials_SlideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_SlideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonials_slide(inputs)
	return en_home_testimonials_slide(inputs)
});