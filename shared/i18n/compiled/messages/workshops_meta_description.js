/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Meta_DescriptionInputs */

const en_workshops_meta_description = /** @type {(inputs: Workshops_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Six live online workshops for ages 10-16 in groups of 4-6: productivity, self-confidence, healthy habits, goal setting, emotional intelligence and social skills. Prices per teen in euros.`)
};

const fr_workshops_meta_description = /** @type {(inputs: Workshops_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Six ateliers en ligne et en direct pour les 10-16 ans, en groupes de 4 à 6 : productivité, confiance en soi, habitudes saines, fixation d'objectifs, intelligence émotionnelle et compétences sociales. Prix par adolescent, en euros.`)
};

/**
* | output |
* | --- |
* | "Six live online workshops for ages 10-16 in groups of 4-6: productivity, self-confidence, healthy habits, goal setting, emotional intelligence and social ski..." |
*
* @param {Workshops_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_meta_description = /** @type {((inputs?: Workshops_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_meta_description(inputs)
	return en_workshops_meta_description(inputs)
});