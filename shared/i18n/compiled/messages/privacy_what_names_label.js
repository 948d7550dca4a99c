/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_Names_LabelInputs */

const en_privacy_what_names_label = /** @type {(inputs: Privacy_What_Names_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your teen's first and last name and age`)
};

const fr_privacy_what_names_label = /** @type {(inputs: Privacy_What_Names_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prénom, le nom et l'âge de votre adolescent`)
};

/**
* | output |
* | --- |
* | "Your teen's first and last name and age" |
*
* @param {Privacy_What_Names_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_names_label = /** @type {((inputs?: Privacy_What_Names_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_Names_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_names_label(inputs)
	return en_privacy_what_names_label(inputs)
});