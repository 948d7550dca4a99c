/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Workshops_Join_LatestInputs */

const en_home_workshops_join_latest = /** @type {(inputs: Home_Workshops_Join_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Latest Workshop`)
};

const fr_home_workshops_join_latest = /** @type {(inputs: Home_Workshops_Join_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre notre dernier atelier`)
};

/**
* | output |
* | --- |
* | "Join Our Latest Workshop" |
*
* @param {Home_Workshops_Join_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_join_latest = /** @type {((inputs?: Home_Workshops_Join_LatestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Workshops_Join_LatestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_workshops_join_latest(inputs)
	return en_home_workshops_join_latest(inputs)
});