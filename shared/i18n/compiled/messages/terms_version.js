/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Terms_VersionInputs */

const en_terms_version = /** @type {(inputs: Terms_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version of ${i?.date}`)
};

const fr_terms_version = /** @type {(inputs: Terms_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Version of {date}" |
*
* @param {Terms_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_version = /** @type {((inputs: Terms_VersionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_VersionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_version(inputs)
	return en_terms_version(inputs)
});