/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verification_ButtonInputs */

const en_email_verification_button = /** @type {(inputs: Email_Verification_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my email`)
};

const fr_email_verification_button = /** @type {(inputs: Email_Verification_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer mon adresse e-mail`)
};

/**
* | output |
* | --- |
* | "Confirm my email" |
*
* @param {Email_Verification_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_button = /** @type {((inputs?: Email_Verification_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verification_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_verification_button(inputs)
	return en_email_verification_button(inputs)
});