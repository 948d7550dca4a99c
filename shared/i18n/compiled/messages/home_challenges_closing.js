/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenges_ClosingInputs */

const en_home_challenges_closing = /** @type {(inputs: Home_Challenges_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not alone, and neither is your child. These are skills that can be learned, and learning them together makes all the difference.`)
};

const fr_home_challenges_closing = /** @type {(inputs: Home_Challenges_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'êtes pas seuls, et votre enfant non plus. Ce sont des compétences qui s'apprennent, et les apprendre ensemble change tout.`)
};

/**
* | output |
* | --- |
* | "You are not alone, and neither is your child. These are skills that can be learned, and learning them together makes all the difference." |
*
* @param {Home_Challenges_ClosingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenges_closing = /** @type {((inputs?: Home_Challenges_ClosingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenges_ClosingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenges_closing(inputs)
	return en_home_challenges_closing(inputs)
});