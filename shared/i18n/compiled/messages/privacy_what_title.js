/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_TitleInputs */

const en_privacy_what_title = /** @type {(inputs: Privacy_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect, and why`)
};

const fr_privacy_what_title = /** @type {(inputs: Privacy_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous collectons, et pourquoi`)
};

/**
* | output |
* | --- |
* | "What we collect, and why" |
*
* @param {Privacy_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_title = /** @type {((inputs?: Privacy_What_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_title(inputs)
	return en_privacy_what_title(inputs)
});