/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown>, sessions: NonNullable<unknown> }} Productivity_Summary_FormatInputs */

const en_productivity_summary_format = /** @type {(inputs: Productivity_Summary_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration}, ${i?.sessions}. Small groups of 4-6 teens, live online.`)
};

const fr_productivity_summary_format = /** @type {(inputs: Productivity_Summary_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration}, ${i?.sessions}. Petits groupes de 4 à 6 adolescents, en ligne et en direct.`)
};

/**
* | output |
* | --- |
* | "{duration}, {sessions}. Small groups of 4-6 teens, live online." |
*
* @param {Productivity_Summary_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_format = /** @type {((inputs: Productivity_Summary_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_format(inputs)
	return en_productivity_summary_format(inputs)
});