/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_RequiredInputs */

const en_auth_email_required = /** @type {(inputs: Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required`)
};

const fr_auth_email_required = /** @type {(inputs: Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'adresse e-mail est obligatoire`)
};

/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Auth_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_required = /** @type {((inputs?: Auth_Email_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_email_required(inputs)
	return en_auth_email_required(inputs)
});