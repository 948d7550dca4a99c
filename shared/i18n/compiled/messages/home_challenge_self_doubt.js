/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_Self_DoubtInputs */

const en_home_challenge_self_doubt = /** @type {(inputs: Home_Challenge_Self_DoubtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doubts their own abilities`)
};

const fr_home_challenge_self_doubt = /** @type {(inputs: Home_Challenge_Self_DoubtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doute de ses capacités`)
};

/**
* | output |
* | --- |
* | "Doubts their own abilities" |
*
* @param {Home_Challenge_Self_DoubtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_self_doubt = /** @type {((inputs?: Home_Challenge_Self_DoubtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_Self_DoubtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_self_doubt(inputs)
	return en_home_challenge_self_doubt(inputs)
});