/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Not_ConfirmedInputs */

const en_auth_email_not_confirmed = /** @type {(inputs: Auth_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your email before signing in. Check your inbox.`)
};

const fr_auth_email_not_confirmed = /** @type {(inputs: Auth_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre adresse e-mail avant de vous connecter. Consultez votre boîte de réception.`)
};

/**
* | output |
* | --- |
* | "Please confirm your email before signing in. Check your inbox." |
*
* @param {Auth_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_not_confirmed = /** @type {((inputs?: Auth_Email_Not_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Not_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_email_not_confirmed(inputs)
	return en_auth_email_not_confirmed(inputs)
});