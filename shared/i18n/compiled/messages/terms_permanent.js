/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Terms_PermanentInputs */

const en_terms_permanent = /** @type {(inputs: Terms_PermanentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This version stays readable at its own address: ${i?.link}.`)
};

const fr_terms_permanent = /** @type {(inputs: Terms_PermanentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette version reste consultable à sa propre adresse : ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "This version stays readable at its own address: {link}." |
*
* @param {Terms_PermanentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_permanent = /** @type {((inputs: Terms_PermanentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_PermanentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_permanent(inputs)
	return en_terms_permanent(inputs)
});