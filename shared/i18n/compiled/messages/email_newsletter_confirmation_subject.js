/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Newsletter_Confirmation_SubjectInputs */

const en_email_newsletter_confirmation_subject = /** @type {(inputs: Email_Newsletter_Confirmation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please confirm your subscription to the ${i?.academyName} newsletter`)
};

const fr_email_newsletter_confirmation_subject = /** @type {(inputs: Email_Newsletter_Confirmation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre inscription à la newsletter ${i?.academyName}`)
};

/**
* | output |
* | --- |
* | "Please confirm your subscription to the {academyName} newsletter" |
*
* @param {Email_Newsletter_Confirmation_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_subject = /** @type {((inputs: Email_Newsletter_Confirmation_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Confirmation_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_confirmation_subject(inputs)
	return en_email_newsletter_confirmation_subject(inputs)
});