/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Keep_Unconfirmed_LabelInputs */

const en_privacy_keep_unconfirmed_label = /** @type {(inputs: Privacy_Keep_Unconfirmed_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A newsletter sign-up you never confirmed`)
};

const fr_privacy_keep_unconfirmed_label = /** @type {(inputs: Privacy_Keep_Unconfirmed_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription à la newsletter que vous n'avez jamais confirmée`)
};

/**
* | output |
* | --- |
* | "A newsletter sign-up you never confirmed" |
*
* @param {Privacy_Keep_Unconfirmed_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unconfirmed_label = /** @type {((inputs?: Privacy_Keep_Unconfirmed_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_Unconfirmed_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_unconfirmed_label(inputs)
	return en_privacy_keep_unconfirmed_label(inputs)
});