/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_Marcus_BioInputs */

const en_home_coach_marcus_bio = /** @type {(inputs: Home_Coach_Marcus_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcus is a certified life coach who has worked with teenagers for a decade, in schools, sports clubs and online groups. He is known for his stories, his humour and his knack for turning big goals into small, doable steps, and for making shy teens feel at home in the group.`)
};

const fr_home_coach_marcus_bio = /** @type {(inputs: Home_Coach_Marcus_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcus est coach de vie certifié et travaille avec des adolescents depuis dix ans, dans des écoles, des clubs de sport et des groupes en ligne. Il est connu pour ses histoires, son humour et son talent pour transformer de grands objectifs en petites étapes réalisables, et pour mettre les ados timides à l'aise dans le groupe.`)
};

/**
* | output |
* | --- |
* | "Marcus is a certified life coach who has worked with teenagers for a decade, in schools, sports clubs and online groups. He is known for his stories, his hum..." |
*
* @param {Home_Coach_Marcus_BioInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_marcus_bio = /** @type {((inputs?: Home_Coach_Marcus_BioInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_Marcus_BioInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coach_marcus_bio(inputs)
	return en_home_coach_marcus_bio(inputs)
});