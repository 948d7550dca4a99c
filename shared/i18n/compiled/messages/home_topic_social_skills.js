/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Topic_Social_SkillsInputs */

const en_home_topic_social_skills = /** @type {(inputs: Home_Topic_Social_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Skills`)
};

const fr_home_topic_social_skills = /** @type {(inputs: Home_Topic_Social_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compétences sociales`)
};

/**
* | output |
* | --- |
* | "Social Skills" |
*
* @param {Home_Topic_Social_SkillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_social_skills = /** @type {((inputs?: Home_Topic_Social_SkillsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Topic_Social_SkillsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_topic_social_skills(inputs)
	return en_home_topic_social_skills(inputs)
});