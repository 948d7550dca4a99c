/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Keep_Unsubscribed_LabelInputs */

const en_privacy_keep_unsubscribed_label = /** @type {(inputs: Privacy_Keep_Unsubscribed_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An address that unsubscribed from the newsletter`)
};

const fr_privacy_keep_unsubscribed_label = /** @type {(inputs: Privacy_Keep_Unsubscribed_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une adresse désinscrite de la newsletter`)
};

/**
* | output |
* | --- |
* | "An address that unsubscribed from the newsletter" |
*
* @param {Privacy_Keep_Unsubscribed_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unsubscribed_label = /** @type {((inputs?: Privacy_Keep_Unsubscribed_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_Unsubscribed_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_unsubscribed_label(inputs)
	return en_privacy_keep_unsubscribed_label(inputs)
});