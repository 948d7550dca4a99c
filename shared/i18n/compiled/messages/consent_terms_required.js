/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Terms_RequiredInputs */

const en_consent_terms_required = /** @type {(inputs: Consent_Terms_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please read and accept the terms of sale before paying.`)
};

const fr_consent_terms_required = /** @type {(inputs: Consent_Terms_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lisez et acceptez les conditions générales de vente avant de payer.`)
};

/**
* | output |
* | --- |
* | "Please read and accept the terms of sale before paying." |
*
* @param {Consent_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_terms_required = /** @type {((inputs?: Consent_Terms_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Terms_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_terms_required(inputs)
	return en_consent_terms_required(inputs)
});