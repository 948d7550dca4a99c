/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Topic_Emotional_IntelligenceInputs */

const en_home_topic_emotional_intelligence = /** @type {(inputs: Home_Topic_Emotional_IntelligenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emotional Intelligence`)
};

const fr_home_topic_emotional_intelligence = /** @type {(inputs: Home_Topic_Emotional_IntelligenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intelligence émotionnelle`)
};

/**
* | output |
* | --- |
* | "Emotional Intelligence" |
*
* @param {Home_Topic_Emotional_IntelligenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_emotional_intelligence = /** @type {((inputs?: Home_Topic_Emotional_IntelligenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Topic_Emotional_IntelligenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_topic_emotional_intelligence(inputs)
	return en_home_topic_emotional_intelligence(inputs)
});