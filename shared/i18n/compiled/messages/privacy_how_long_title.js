/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_Long_TitleInputs */

const en_privacy_how_long_title = /** @type {(inputs: Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long we keep it`)
};

const fr_privacy_how_long_title = /** @type {(inputs: Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de temps nous les conservons`)
};

/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Privacy_How_Long_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_how_long_title = /** @type {((inputs?: Privacy_How_Long_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_Long_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_how_long_title(inputs)
	return en_privacy_how_long_title(inputs)
});