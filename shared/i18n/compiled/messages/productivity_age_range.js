/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Age_RangeInputs */

const en_productivity_age_range = /** @type {(inputs: Productivity_Age_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen age must be between 12 and 16`)
};

const fr_productivity_age_range = /** @type {(inputs: Productivity_Age_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'âge de l'adolescent doit être compris entre 12 et 16 ans`)
};

/**
* | output |
* | --- |
* | "Teen age must be between 12 and 16" |
*
* @param {Productivity_Age_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_age_range = /** @type {((inputs?: Productivity_Age_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Age_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_age_range(inputs)
	return en_productivity_age_range(inputs)
});