/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Keep_Teen_LabelInputs */

const en_privacy_keep_teen_label = /** @type {(inputs: Privacy_Keep_Teen_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your teen's names, age and special requests`)
};

const fr_privacy_keep_teen_label = /** @type {(inputs: Privacy_Keep_Teen_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nom et prénom, l'âge et les demandes particulières de votre adolescent`)
};

/**
* | output |
* | --- |
* | "Your teen's names, age and special requests" |
*
* @param {Privacy_Keep_Teen_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_teen_label = /** @type {((inputs?: Privacy_Keep_Teen_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_Teen_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_teen_label(inputs)
	return en_privacy_keep_teen_label(inputs)
});