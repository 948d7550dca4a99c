/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_EyebrowInputs */

const en_productivity_eyebrow = /** @type {(inputs: Productivity_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ages 12-16 · Live online`)
};

const fr_productivity_eyebrow = /** @type {(inputs: Productivity_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12-16 ans · En ligne et en direct`)
};

/**
* | output |
* | --- |
* | "Ages 12-16 · Live online" |
*
* @param {Productivity_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_eyebrow = /** @type {((inputs?: Productivity_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_eyebrow(inputs)
	return en_productivity_eyebrow(inputs)
});