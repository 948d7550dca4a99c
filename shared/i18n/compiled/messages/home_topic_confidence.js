/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Topic_ConfidenceInputs */

const en_home_topic_confidence = /** @type {(inputs: Home_Topic_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Self-Confidence`)
};

const fr_home_topic_confidence = /** @type {(inputs: Home_Topic_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confiance en soi`)
};

/**
* | output |
* | --- |
* | "Self-Confidence" |
*
* @param {Home_Topic_ConfidenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_confidence = /** @type {((inputs?: Home_Topic_ConfidenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Topic_ConfidenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_topic_confidence(inputs)
	return en_home_topic_confidence(inputs)
});