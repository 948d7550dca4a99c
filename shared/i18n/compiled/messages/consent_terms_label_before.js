/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Terms_Label_BeforeInputs */

const en_consent_terms_label_before = /** @type {(inputs: Consent_Terms_Label_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have read and accept the `)
};

const fr_consent_terms_label_before = /** @type {(inputs: Consent_Terms_Label_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'ai lu et j'accepte les `)
};

/**
* | output |
* | --- |
* | "I have read and accept the" |
*
* @param {Consent_Terms_Label_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_terms_label_before = /** @type {((inputs?: Consent_Terms_Label_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Terms_Label_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_terms_label_before(inputs)
	return en_consent_terms_label_before(inputs)
});