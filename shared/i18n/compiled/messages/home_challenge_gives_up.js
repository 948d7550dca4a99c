/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_Gives_UpInputs */

const en_home_challenge_gives_up = /** @type {(inputs: Home_Challenge_Gives_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gives up when things get hard`)
};

const fr_home_challenge_gives_up = /** @type {(inputs: Home_Challenge_Gives_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandonne dès que c'est difficile`)
};

/**
* | output |
* | --- |
* | "Gives up when things get hard" |
*
* @param {Home_Challenge_Gives_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_gives_up = /** @type {((inputs?: Home_Challenge_Gives_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_Gives_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_gives_up(inputs)
	return en_home_challenge_gives_up(inputs)
});