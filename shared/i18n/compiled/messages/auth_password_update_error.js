/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_Update_ErrorInputs */

const en_auth_password_update_error = /** @type {(inputs: Auth_Password_Update_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error updating your password. Please try again.`)
};

const fr_auth_password_update_error = /** @type {(inputs: Auth_Password_Update_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la modification de votre mot de passe. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Error updating your password. Please try again." |
*
* @param {Auth_Password_Update_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_update_error = /** @type {((inputs?: Auth_Password_Update_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Update_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_password_update_error(inputs)
	return en_auth_password_update_error(inputs)
});