/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Verification_SubjectInputs */

const en_email_verification_subject = /** @type {(inputs: Email_Verification_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your email address for ${i?.academyName}`)
};

const fr_email_verification_subject = /** @type {(inputs: Email_Verification_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail pour ${i?.academyName}`)
};

/**
* | output |
* | --- |
* | "Confirm your email address for {academyName}" |
*
* @param {Email_Verification_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_subject = /** @type {((inputs: Email_Verification_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verification_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_verification_subject(inputs)
	return en_email_verification_subject(inputs)
});