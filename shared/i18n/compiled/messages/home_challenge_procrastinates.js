/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_ProcrastinatesInputs */

const en_home_challenge_procrastinates = /** @type {(inputs: Home_Challenge_ProcrastinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procrastinates on homework`)
};

const fr_home_challenge_procrastinates = /** @type {(inputs: Home_Challenge_ProcrastinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remet ses devoirs à plus tard`)
};

/**
* | output |
* | --- |
* | "Procrastinates on homework" |
*
* @param {Home_Challenge_ProcrastinatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_procrastinates = /** @type {((inputs?: Home_Challenge_ProcrastinatesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_ProcrastinatesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_procrastinates(inputs)
	return en_home_challenge_procrastinates(inputs)
});