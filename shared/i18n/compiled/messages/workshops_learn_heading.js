/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Learn_HeadingInputs */

const en_workshops_learn_heading = /** @type {(inputs: Workshops_Learn_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your teen will learn`)
};

const fr_workshops_learn_heading = /** @type {(inputs: Workshops_Learn_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que votre adolescent va apprendre`)
};

/**
* | output |
* | --- |
* | "What your teen will learn" |
*
* @param {Workshops_Learn_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_learn_heading = /** @type {((inputs?: Workshops_Learn_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Learn_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_learn_heading(inputs)
	return en_workshops_learn_heading(inputs)
});