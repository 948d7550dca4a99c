/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_Requests_LabelInputs */

const en_privacy_what_requests_label = /** @type {(inputs: Privacy_What_Requests_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special requests`)
};

const fr_privacy_what_requests_label = /** @type {(inputs: Privacy_What_Requests_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les demandes particulières`)
};

/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Privacy_What_Requests_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_requests_label = /** @type {((inputs?: Privacy_What_Requests_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_Requests_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_requests_label(inputs)
	return en_privacy_what_requests_label(inputs)
});