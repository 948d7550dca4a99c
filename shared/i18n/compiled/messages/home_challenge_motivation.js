/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_MotivationInputs */

const en_home_challenge_motivation = /** @type {(inputs: Home_Challenge_MotivationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lacks motivation`)
};

const fr_home_challenge_motivation = /** @type {(inputs: Home_Challenge_MotivationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manque de motivation`)
};

/**
* | output |
* | --- |
* | "Lacks motivation" |
*
* @param {Home_Challenge_MotivationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_motivation = /** @type {((inputs?: Home_Challenge_MotivationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_MotivationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_motivation(inputs)
	return en_home_challenge_motivation(inputs)
});