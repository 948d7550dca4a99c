/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_Claire_BioInputs */

const en_home_coach_claire_bio = /** @type {(inputs: Home_Coach_Claire_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claire has spent more than twelve years helping children and adolescents with anxiety, self-esteem and emotional regulation. She brings evidence-based tools from cognitive behavioural therapy into our workshops, translated into language teens actually enjoy, so that every exercise feels practical rather than clinical.`)
};

const fr_home_coach_claire_bio = /** @type {(inputs: Home_Coach_Claire_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claire accompagne depuis plus de douze ans des enfants et des adolescents face à l'anxiété, au manque d'estime de soi et à la régulation des émotions. Elle apporte dans nos ateliers des outils validés par la recherche, issus des thérapies cognitives et comportementales, traduits dans un langage que les ados apprécient vraiment, pour que chaque exercice paraisse concret plutôt que clinique.`)
};

/**
* | output |
* | --- |
* | "Claire has spent more than twelve years helping children and adolescents with anxiety, self-esteem and emotional regulation. She brings evidence-based tools ..." |
*
* @param {Home_Coach_Claire_BioInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_claire_bio = /** @type {((inputs?: Home_Coach_Claire_BioInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_Claire_BioInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coach_claire_bio(inputs)
	return en_home_coach_claire_bio(inputs)
});