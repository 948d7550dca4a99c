/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Keep_Waitlist_LabelInputs */

const en_privacy_keep_waitlist_label = /** @type {(inputs: Privacy_Keep_Waitlist_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A waiting-list entry`)
};

const fr_privacy_keep_waitlist_label = /** @type {(inputs: Privacy_Keep_Waitlist_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription sur liste d'attente`)
};

/**
* | output |
* | --- |
* | "A waiting-list entry" |
*
* @param {Privacy_Keep_Waitlist_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_waitlist_label = /** @type {((inputs?: Privacy_Keep_Waitlist_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_Waitlist_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_waitlist_label(inputs)
	return en_privacy_keep_waitlist_label(inputs)
});