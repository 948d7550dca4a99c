/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_Schedule_HeadingInputs */

const en_productivity_summary_schedule_heading = /** @type {(inputs: Productivity_Summary_Schedule_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected schedule`)
};

const fr_productivity_summary_schedule_heading = /** @type {(inputs: Productivity_Summary_Schedule_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créneau choisi`)
};

/**
* | output |
* | --- |
* | "Selected schedule" |
*
* @param {Productivity_Summary_Schedule_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_schedule_heading = /** @type {((inputs?: Productivity_Summary_Schedule_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_Schedule_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_schedule_heading(inputs)
	return en_productivity_summary_schedule_heading(inputs)
});