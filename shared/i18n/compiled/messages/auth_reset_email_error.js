/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Email_ErrorInputs */

const en_auth_reset_email_error = /** @type {(inputs: Auth_Reset_Email_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sending password reset email`)
};

const fr_auth_reset_email_error = /** @type {(inputs: Auth_Reset_Email_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l'envoi de l'e-mail de réinitialisation du mot de passe`)
};

/**
* | output |
* | --- |
* | "Error sending password reset email" |
*
* @param {Auth_Reset_Email_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_email_error = /** @type {((inputs?: Auth_Reset_Email_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Email_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_email_error(inputs)
	return en_auth_reset_email_error(inputs)
});