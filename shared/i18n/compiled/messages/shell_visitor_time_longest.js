/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Visitor_Time_LongestInputs */

const en_shell_visitor_time_longest = /** @type {(inputs: Shell_Visitor_Time_LongestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesdays 10-11 PM your time`)
};

const fr_shell_visitor_time_longest = /** @type {(inputs: Shell_Visitor_Time_LongestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le mercredi 22 h-23 h à votre heure`)
};

/**
* | output |
* | --- |
* | "Wednesdays 10-11 PM your time" |
*
* @param {Shell_Visitor_Time_LongestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_visitor_time_longest = /** @type {((inputs?: Shell_Visitor_Time_LongestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Visitor_Time_LongestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_visitor_time_longest(inputs)
	return en_shell_visitor_time_longest(inputs)
});