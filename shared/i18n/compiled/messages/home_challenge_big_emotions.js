/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_Big_EmotionsInputs */

const en_home_challenge_big_emotions = /** @type {(inputs: Home_Challenge_Big_EmotionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Struggles with big emotions`)
};

const fr_home_challenge_big_emotions = /** @type {(inputs: Home_Challenge_Big_EmotionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peine à gérer ses émotions fortes`)
};

/**
* | output |
* | --- |
* | "Struggles with big emotions" |
*
* @param {Home_Challenge_Big_EmotionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_big_emotions = /** @type {((inputs?: Home_Challenge_Big_EmotionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_Big_EmotionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_big_emotions(inputs)
	return en_home_challenge_big_emotions(inputs)
});