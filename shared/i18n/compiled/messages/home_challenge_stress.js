/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_StressInputs */

const en_home_challenge_stress = /** @type {(inputs: Home_Challenge_StressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feels stressed or anxious`)
};

const fr_home_challenge_stress = /** @type {(inputs: Home_Challenge_StressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ressent du stress ou de l'anxiété`)
};

/**
* | output |
* | --- |
* | "Feels stressed or anxious" |
*
* @param {Home_Challenge_StressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_stress = /** @type {((inputs?: Home_Challenge_StressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_StressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_stress(inputs)
	return en_home_challenge_stress(inputs)
});