/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Join_WorkshopsInputs */

const en_home_join_workshops = /** @type {(inputs: Home_Join_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Workshops`)
};

const fr_home_join_workshops = /** @type {(inputs: Home_Join_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre nos ateliers`)
};

/**
* | output |
* | --- |
* | "Join Our Workshops" |
*
* @param {Home_Join_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_join_workshops = /** @type {((inputs?: Home_Join_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Join_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_join_workshops(inputs)
	return en_home_join_workshops(inputs)
});