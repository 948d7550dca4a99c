/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verification_ValidityInputs */

const en_email_verification_validity = /** @type {(inputs: Email_Verification_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is valid for 24 hours. If you did not create this account, you can ignore this email.`)
};

const fr_email_verification_validity = /** @type {(inputs: Email_Verification_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est valable 24 heures. Si vous n'avez pas créé ce compte, vous pouvez ignorer cet e-mail.`)
};

/**
* | output |
* | --- |
* | "The link is valid for 24 hours. If you did not create this account, you can ignore this email." |
*
* @param {Email_Verification_ValidityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_validity = /** @type {((inputs?: Email_Verification_ValidityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verification_ValidityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_verification_validity(inputs)
	return en_email_verification_validity(inputs)
});