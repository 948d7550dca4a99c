/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_Choose_AnotherInputs */

const en_productivity_summary_choose_another = /** @type {(inputs: Productivity_Summary_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another schedule`)
};

const fr_productivity_summary_choose_another = /** @type {(inputs: Productivity_Summary_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un autre créneau`)
};

/**
* | output |
* | --- |
* | "Choose another schedule" |
*
* @param {Productivity_Summary_Choose_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_choose_another = /** @type {((inputs?: Productivity_Summary_Choose_AnotherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_Choose_AnotherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_choose_another(inputs)
	return en_productivity_summary_choose_another(inputs)
});