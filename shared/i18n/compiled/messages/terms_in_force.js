/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Terms_In_ForceInputs */

const en_terms_in_force = /** @type {(inputs: Terms_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These terms apply to every booking made since ${i?.date}.`)
};

const fr_terms_in_force = /** @type {(inputs: Terms_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ces conditions s'appliquent à toute réservation faite depuis le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "These terms apply to every booking made since {date}." |
*
* @param {Terms_In_ForceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_in_force = /** @type {((inputs: Terms_In_ForceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_In_ForceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_in_force(inputs)
	return en_terms_in_force(inputs)
});