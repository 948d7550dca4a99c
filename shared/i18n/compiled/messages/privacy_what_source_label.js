/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_Source_LabelInputs */

const en_privacy_what_source_label = /** @type {(inputs: Privacy_What_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you heard about us`)
};

const fr_privacy_what_source_label = /** @type {(inputs: Privacy_What_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous nous avez connus`)
};

/**
* | output |
* | --- |
* | "How you heard about us" |
*
* @param {Privacy_What_Source_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_source_label = /** @type {((inputs?: Privacy_What_Source_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_Source_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_source_label(inputs)
	return en_privacy_what_source_label(inputs)
});