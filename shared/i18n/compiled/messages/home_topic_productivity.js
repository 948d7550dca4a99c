/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Topic_ProductivityInputs */

const en_home_topic_productivity = /** @type {(inputs: Home_Topic_ProductivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Productivity`)
};

const fr_home_topic_productivity = /** @type {(inputs: Home_Topic_ProductivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Productivité`)
};

/**
* | output |
* | --- |
* | "Productivity" |
*
* @param {Home_Topic_ProductivityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_productivity = /** @type {((inputs?: Home_Topic_ProductivityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Topic_ProductivityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_topic_productivity(inputs)
	return en_home_topic_productivity(inputs)
});