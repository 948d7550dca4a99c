/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Account_Exists_SubjectInputs */

const en_email_account_exists_subject = /** @type {(inputs: Email_Account_Exists_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already have a ${i?.academyName} account`)
};

const fr_email_account_exists_subject = /** @type {(inputs: Email_Account_Exists_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ${i?.academyName}`)
};

/**
* | output |
* | --- |
* | "You already have a {academyName} account" |
*
* @param {Email_Account_Exists_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_subject = /** @type {((inputs: Email_Account_Exists_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Account_Exists_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_account_exists_subject(inputs)
	return en_email_account_exists_subject(inputs)
});