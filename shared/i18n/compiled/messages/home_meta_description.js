/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Meta_DescriptionInputs */

const en_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live small-group video workshops for teens aged 10-16: confidence, productivity, healthy habits, goals, emotional intelligence and social skills. Groups of 4-6, led by expert coaches.`)
};

const fr_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des ateliers vidéo en direct, en petits groupes, pour les ados de 10 à 16 ans : confiance en soi, productivité, habitudes saines, objectifs, intelligence émotionnelle et compétences sociales. Des groupes de 4 à 6, animés par des coachs experts.`)
};

/**
* | output |
* | --- |
* | "Live small-group video workshops for teens aged 10-16: confidence, productivity, healthy habits, goals, emotional intelligence and social skills. Groups of 4..." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_meta_description = /** @type {((inputs?: Home_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_meta_description(inputs)
	return en_home_meta_description(inputs)
});