/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ spots: NonNullable<unknown> }} Workshops_Only_LeftInputs */

const en_workshops_only_left = /** @type {(inputs: Workshops_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.spots} left`)
};

const fr_workshops_only_left = /** @type {(inputs: Workshops_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus que ${i?.spots}`)
};

/**
* | output |
* | --- |
* | "Only {spots} left" |
*
* @param {Workshops_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_only_left = /** @type {((inputs: Workshops_Only_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Only_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_only_left(inputs)
	return en_workshops_only_left(inputs)
});