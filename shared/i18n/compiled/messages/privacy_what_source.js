/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_What_SourceInputs */

const en_privacy_what_source = /** @type {(inputs: Privacy_What_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, if you say: to know which of our efforts work.`)
};

const fr_privacy_what_source = /** @type {(inputs: Privacy_What_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, si vous nous le dites : pour savoir lesquelles de nos actions portent leurs fruits.`)
};

/**
* | output |
* | --- |
* | "{label}, if you say: to know which of our efforts work." |
*
* @param {Privacy_What_SourceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_source = /** @type {((inputs: Privacy_What_SourceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_SourceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_source(inputs)
	return en_privacy_what_source(inputs)
});