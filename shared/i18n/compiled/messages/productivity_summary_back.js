/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_BackInputs */

const en_productivity_summary_back = /** @type {(inputs: Productivity_Summary_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the form`)
};

const fr_productivity_summary_back = /** @type {(inputs: Productivity_Summary_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au formulaire`)
};

/**
* | output |
* | --- |
* | "Back to the form" |
*
* @param {Productivity_Summary_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_back = /** @type {((inputs?: Productivity_Summary_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_back(inputs)
	return en_productivity_summary_back(inputs)
});