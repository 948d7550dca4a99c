/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonials_LabelInputs */

const en_home_testimonials_label = /** @type {(inputs: Home_Testimonials_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent testimonials`)
};

const fr_home_testimonials_label = /** @type {(inputs: Home_Testimonials_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoignages de parents`)
};

/**
* | output |
* | --- |
* | "Parent testimonials" |
*
* @param {Home_Testimonials_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_label = /** @type {((inputs?: Home_Testimonials_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonials_label(inputs)
	return en_home_testimonials_label(inputs)
});