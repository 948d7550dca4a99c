/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Friends_TitleInputs */

const en_home_testimonial_friends_title = /** @type {(inputs: Home_Testimonial_Friends_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real friendships`)
};

const fr_home_testimonial_friends_title = /** @type {(inputs: Home_Testimonial_Friends_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vraies amitiés`)
};

/**
* | output |
* | --- |
* | "Real friendships" |
*
* @param {Home_Testimonial_Friends_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_friends_title = /** @type {((inputs?: Home_Testimonial_Friends_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Friends_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_friends_title(inputs)
	return en_home_testimonial_friends_title(inputs)
});