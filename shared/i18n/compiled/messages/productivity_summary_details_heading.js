/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_Details_HeadingInputs */

const en_productivity_summary_details_heading = /** @type {(inputs: Productivity_Summary_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration details`)
};

const fr_productivity_summary_details_heading = /** @type {(inputs: Productivity_Summary_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails de l'inscription`)
};

/**
* | output |
* | --- |
* | "Registration details" |
*
* @param {Productivity_Summary_Details_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_details_heading = /** @type {((inputs?: Productivity_Summary_Details_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_Details_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_details_heading(inputs)
	return en_productivity_summary_details_heading(inputs)
});