/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Workshops_LeadInputs */

const en_home_workshops_lead = /** @type {(inputs: Home_Workshops_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-week workshops on the skills that matter most, run live by video through storytelling and practical exercises.`)
};

const fr_home_workshops_lead = /** @type {(inputs: Home_Workshops_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des ateliers de plusieurs semaines sur les compétences qui comptent le plus, animés en direct par vidéo, avec des histoires et des exercices pratiques.`)
};

/**
* | output |
* | --- |
* | "Multi-week workshops on the skills that matter most, run live by video through storytelling and practical exercises." |
*
* @param {Home_Workshops_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_lead = /** @type {((inputs?: Home_Workshops_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Workshops_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_workshops_lead(inputs)
	return en_home_workshops_lead(inputs)
});