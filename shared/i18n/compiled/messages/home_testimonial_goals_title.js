/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonial_Goals_TitleInputs */

const en_home_testimonial_goals_title = /** @type {(inputs: Home_Testimonial_Goals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goals that stick`)
};

const fr_home_testimonial_goals_title = /** @type {(inputs: Home_Testimonial_Goals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des objectifs qui tiennent`)
};

/**
* | output |
* | --- |
* | "Goals that stick" |
*
* @param {Home_Testimonial_Goals_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_goals_title = /** @type {((inputs?: Home_Testimonial_Goals_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonial_Goals_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonial_goals_title(inputs)
	return en_home_testimonial_goals_title(inputs)
});