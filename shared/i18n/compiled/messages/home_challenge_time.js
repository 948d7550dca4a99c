/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_TimeInputs */

const en_home_challenge_time = /** @type {(inputs: Home_Challenge_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't organise their time`)
};

const fr_home_challenge_time = /** @type {(inputs: Home_Challenge_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N'arrive pas à organiser son temps`)
};

/**
* | output |
* | --- |
* | "Can't organise their time" |
*
* @param {Home_Challenge_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_time = /** @type {((inputs?: Home_Challenge_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_time(inputs)
	return en_home_challenge_time(inputs)
});