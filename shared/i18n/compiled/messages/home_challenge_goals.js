/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_GoalsInputs */

const en_home_challenge_goals = /** @type {(inputs: Home_Challenge_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has no clear goals`)
};

const fr_home_challenge_goals = /** @type {(inputs: Home_Challenge_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N'a pas d'objectifs clairs`)
};

/**
* | output |
* | --- |
* | "Has no clear goals" |
*
* @param {Home_Challenge_GoalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_goals = /** @type {((inputs?: Home_Challenge_GoalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_GoalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_goals(inputs)
	return en_home_challenge_goals(inputs)
});