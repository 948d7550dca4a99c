/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_Speaking_UpInputs */

const en_home_challenge_speaking_up = /** @type {(inputs: Home_Challenge_Speaking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avoids speaking up`)
};

const fr_home_challenge_speaking_up = /** @type {(inputs: Home_Challenge_Speaking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évite de prendre la parole`)
};

/**
* | output |
* | --- |
* | "Avoids speaking up" |
*
* @param {Home_Challenge_Speaking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_speaking_up = /** @type {((inputs?: Home_Challenge_Speaking_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_Speaking_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_speaking_up(inputs)
	return en_home_challenge_speaking_up(inputs)
});