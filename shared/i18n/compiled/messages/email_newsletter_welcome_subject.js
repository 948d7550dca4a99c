/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Newsletter_Welcome_SubjectInputs */

const en_email_newsletter_welcome_subject = /** @type {(inputs: Email_Newsletter_Welcome_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to the ${i?.academyName} newsletter`)
};

const fr_email_newsletter_welcome_subject = /** @type {(inputs: Email_Newsletter_Welcome_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue dans la newsletter ${i?.academyName}`)
};

/**
* | output |
* | --- |
* | "Welcome to the {academyName} newsletter" |
*
* @param {Email_Newsletter_Welcome_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_welcome_subject = /** @type {((inputs: Email_Newsletter_Welcome_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Welcome_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_welcome_subject(inputs)
	return en_email_newsletter_welcome_subject(inputs)
});