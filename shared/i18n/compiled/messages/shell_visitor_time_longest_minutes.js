/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Visitor_Time_Longest_MinutesInputs */

const en_shell_visitor_time_longest_minutes = /** @type {(inputs: Shell_Visitor_Time_Longest_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesdays 10:30-11:30 PM your time`)
};

const fr_shell_visitor_time_longest_minutes = /** @type {(inputs: Shell_Visitor_Time_Longest_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le mercredi 22 h 30-23 h 30 à votre heure`)
};

/**
* | output |
* | --- |
* | "Wednesdays 10:30-11:30 PM your time" |
*
* @param {Shell_Visitor_Time_Longest_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_visitor_time_longest_minutes = /** @type {((inputs?: Shell_Visitor_Time_Longest_MinutesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Visitor_Time_Longest_MinutesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_visitor_time_longest_minutes(inputs)
	return en_shell_visitor_time_longest_minutes(inputs)
});