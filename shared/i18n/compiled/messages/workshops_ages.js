/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ageMin: NonNullable<unknown>, ageMax: NonNullable<unknown> }} Workshops_AgesInputs */

const en_workshops_ages = /** @type {(inputs: Workshops_AgesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ages ${i?.ageMin}-${i?.ageMax}`)
};

const fr_workshops_ages = /** @type {(inputs: Workshops_AgesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ageMin}-${i?.ageMax} ans`)
};

/**
* | output |
* | --- |
* | "Ages {ageMin}-{ageMax}" |
*
* @param {Workshops_AgesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_ages = /** @type {((inputs: Workshops_AgesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_AgesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_ages(inputs)
	return en_workshops_ages(inputs)
});