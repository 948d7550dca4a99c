/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Email_SentInputs */

const en_auth_reset_email_sent = /** @type {(inputs: Auth_Reset_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset email sent! Check your inbox.`)
};

const fr_auth_reset_email_sent = /** @type {(inputs: Auth_Reset_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de réinitialisation du mot de passe envoyé ! Consultez votre boîte de réception.`)
};

/**
* | output |
* | --- |
* | "Password reset email sent! Check your inbox." |
*
* @param {Auth_Reset_Email_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_email_sent = /** @type {((inputs?: Auth_Reset_Email_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Email_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_email_sent(inputs)
	return en_auth_reset_email_sent(inputs)
});