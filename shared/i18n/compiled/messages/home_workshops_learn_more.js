/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Workshops_Learn_MoreInputs */

const en_home_workshops_learn_more = /** @type {(inputs: Home_Workshops_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

const fr_home_workshops_learn_more = /** @type {(inputs: Home_Workshops_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Home_Workshops_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_learn_more = /** @type {((inputs?: Home_Workshops_Learn_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Workshops_Learn_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_workshops_learn_more(inputs)
	return en_home_workshops_learn_more(inputs)
});