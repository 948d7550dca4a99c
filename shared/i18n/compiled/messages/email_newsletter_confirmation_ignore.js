/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_Confirmation_IgnoreInputs */

const en_email_newsletter_confirmation_ignore = /** @type {(inputs: Email_Newsletter_Confirmation_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not sign up, ignore this message: you will not hear from us again.`)
};

const fr_email_newsletter_confirmation_ignore = /** @type {(inputs: Email_Newsletter_Confirmation_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne vous êtes pas inscrit, ignorez ce message : vous n'entendrez plus parler de nous.`)
};

/**
* | output |
* | --- |
* | "If you did not sign up, ignore this message: you will not hear from us again." |
*
* @param {Email_Newsletter_Confirmation_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_ignore = /** @type {((inputs?: Email_Newsletter_Confirmation_IgnoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Confirmation_IgnoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_confirmation_ignore(inputs)
	return en_email_newsletter_confirmation_ignore(inputs)
});