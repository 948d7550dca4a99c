/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_HeadingInputs */

const en_privacy_heading = /** @type {(inputs: Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your teen's data`)
};

const fr_privacy_heading = /** @type {(inputs: Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données de votre adolescent`)
};

/**
* | output |
* | --- |
* | "Your teen's data" |
*
* @param {Privacy_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_heading = /** @type {((inputs?: Privacy_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_heading(inputs)
	return en_privacy_heading(inputs)
});