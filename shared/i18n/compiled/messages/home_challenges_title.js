/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenges_TitleInputs */

const en_home_challenges_title = /** @type {(inputs: Home_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is your child facing any of these?`)
};

const fr_home_challenges_title = /** @type {(inputs: Home_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre enfant vit-il l'une de ces situations ?`)
};

/**
* | output |
* | --- |
* | "Is your child facing any of these?" |
*
* @param {Home_Challenges_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenges_title = /** @type {((inputs?: Home_Challenges_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenges_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenges_title(inputs)
	return en_home_challenges_title(inputs)
});