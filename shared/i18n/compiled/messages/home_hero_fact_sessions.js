/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Fact_SessionsInputs */

const en_home_hero_fact_sessions = /** @type {(inputs: Home_Hero_Fact_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly 1-hour sessions`)
};

const fr_home_hero_fact_sessions = /** @type {(inputs: Home_Hero_Fact_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une séance d'une heure par semaine`)
};

/**
* | output |
* | --- |
* | "Weekly 1-hour sessions" |
*
* @param {Home_Hero_Fact_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_fact_sessions = /** @type {((inputs?: Home_Hero_Fact_SessionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Fact_SessionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_fact_sessions(inputs)
	return en_home_hero_fact_sessions(inputs)
});