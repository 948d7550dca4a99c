/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Reset_SubjectInputs */

const en_email_reset_subject = /** @type {(inputs: Email_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset your ${i?.academyName} password`)
};

const fr_email_reset_subject = /** @type {(inputs: Email_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe ${i?.academyName}`)
};

/**
* | output |
* | --- |
* | "Reset your {academyName} password" |
*
* @param {Email_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reset_subject = /** @type {((inputs: Email_Reset_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reset_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reset_subject(inputs)
	return en_email_reset_subject(inputs)
});