/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Terms_Label_LinkInputs */

const en_consent_terms_label_link = /** @type {(inputs: Consent_Terms_Label_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terms of sale`)
};

const fr_consent_terms_label_link = /** @type {(inputs: Consent_Terms_Label_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conditions générales de vente`)
};

/**
* | output |
* | --- |
* | "terms of sale" |
*
* @param {Consent_Terms_Label_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_terms_label_link = /** @type {((inputs?: Consent_Terms_Label_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Terms_Label_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_terms_label_link(inputs)
	return en_consent_terms_label_link(inputs)
});