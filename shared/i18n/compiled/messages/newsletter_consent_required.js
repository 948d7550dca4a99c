/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Consent_RequiredInputs */

const en_newsletter_consent_required = /** @type {(inputs: Newsletter_Consent_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must agree to receive emails`)
};

const fr_newsletter_consent_required = /** @type {(inputs: Newsletter_Consent_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez accepter de recevoir des e-mails`)
};

/**
* | output |
* | --- |
* | "You must agree to receive emails" |
*
* @param {Newsletter_Consent_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_consent_required = /** @type {((inputs?: Newsletter_Consent_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Consent_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_consent_required(inputs)
	return en_newsletter_consent_required(inputs)
});