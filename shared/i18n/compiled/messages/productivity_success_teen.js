/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_TeenInputs */

const en_productivity_success_teen = /** @type {(inputs: Productivity_Success_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen`)
};

const fr_productivity_success_teen = /** @type {(inputs: Productivity_Success_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adolescent`)
};

/**
* | output |
* | --- |
* | "Teen" |
*
* @param {Productivity_Success_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_teen = /** @type {((inputs?: Productivity_Success_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_teen(inputs)
	return en_productivity_success_teen(inputs)
});