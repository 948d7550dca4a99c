/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Teen_AgeInputs */

const en_productivity_teen_age = /** @type {(inputs: Productivity_Teen_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen Age`)
};

const fr_productivity_teen_age = /** @type {(inputs: Productivity_Teen_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge de l'adolescent`)
};

/**
* | output |
* | --- |
* | "Teen Age" |
*
* @param {Productivity_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_teen_age = /** @type {((inputs?: Productivity_Teen_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Teen_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_teen_age(inputs)
	return en_productivity_teen_age(inputs)
});