/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Teen_NameInputs */

const en_productivity_teen_name = /** @type {(inputs: Productivity_Teen_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen Name`)
};

const fr_productivity_teen_name = /** @type {(inputs: Productivity_Teen_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l'adolescent`)
};

/**
* | output |
* | --- |
* | "Teen Name" |
*
* @param {Productivity_Teen_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_teen_name = /** @type {((inputs?: Productivity_Teen_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Teen_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_teen_name(inputs)
	return en_productivity_teen_name(inputs)
});