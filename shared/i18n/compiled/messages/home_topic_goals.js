/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Topic_GoalsInputs */

const en_home_topic_goals = /** @type {(inputs: Home_Topic_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goal Setting`)
};

const fr_home_topic_goals = /** @type {(inputs: Home_Topic_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se fixer des objectifs`)
};

/**
* | output |
* | --- |
* | "Goal Setting" |
*
* @param {Home_Topic_GoalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_goals = /** @type {((inputs?: Home_Topic_GoalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Topic_GoalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_topic_goals(inputs)
	return en_home_topic_goals(inputs)
});