/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Age_PlaceholderInputs */

const en_productivity_age_placeholder = /** @type {(inputs: Productivity_Age_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age (12-16)`)
};

const fr_productivity_age_placeholder = /** @type {(inputs: Productivity_Age_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge (12-16)`)
};

/**
* | output |
* | --- |
* | "Age (12-16)" |
*
* @param {Productivity_Age_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_age_placeholder = /** @type {((inputs?: Productivity_Age_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Age_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_age_placeholder(inputs)
	return en_productivity_age_placeholder(inputs)
});