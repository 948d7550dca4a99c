/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Workshops_Learn_More_HiddenInputs */

const en_home_workshops_learn_more_hidden = /** @type {(inputs: Home_Workshops_Learn_More_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about our workshops`)
};

const fr_home_workshops_learn_more_hidden = /** @type {(inputs: Home_Workshops_Learn_More_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur nos ateliers`)
};

/**
* | output |
* | --- |
* | "about our workshops" |
*
* @param {Home_Workshops_Learn_More_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_learn_more_hidden = /** @type {((inputs?: Home_Workshops_Learn_More_HiddenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Workshops_Learn_More_HiddenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_workshops_learn_more_hidden(inputs)
	return en_home_workshops_learn_more_hidden(inputs)
});