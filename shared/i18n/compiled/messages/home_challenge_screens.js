/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_ScreensInputs */

const en_home_challenge_screens = /** @type {(inputs: Home_Challenge_ScreensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spends hours on screens`)
};

const fr_home_challenge_screens = /** @type {(inputs: Home_Challenge_ScreensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passe des heures sur les écrans`)
};

/**
* | output |
* | --- |
* | "Spends hours on screens" |
*
* @param {Home_Challenge_ScreensInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_screens = /** @type {((inputs?: Home_Challenge_ScreensInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_ScreensInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_screens(inputs)
	return en_home_challenge_screens(inputs)
});