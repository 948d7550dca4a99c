/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_Others_OpinionInputs */

const en_home_challenge_others_opinion = /** @type {(inputs: Home_Challenge_Others_OpinionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worries about what others think`)
};

const fr_home_challenge_others_opinion = /** @type {(inputs: Home_Challenge_Others_OpinionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inquiète du regard des autres`)
};

/**
* | output |
* | --- |
* | "Worries about what others think" |
*
* @param {Home_Challenge_Others_OpinionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_others_opinion = /** @type {((inputs?: Home_Challenge_Others_OpinionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_Others_OpinionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_others_opinion(inputs)
	return en_home_challenge_others_opinion(inputs)
});