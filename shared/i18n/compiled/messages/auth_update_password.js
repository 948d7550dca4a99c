/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Update_PasswordInputs */

const en_auth_update_password = /** @type {(inputs: Auth_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Password`)
};

const fr_auth_update_password = /** @type {(inputs: Auth_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le mot de passe`)
};

/**
* | output |
* | --- |
* | "Update Password" |
*
* @param {Auth_Update_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_update_password = /** @type {((inputs?: Auth_Update_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Update_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_update_password(inputs)
	return en_auth_update_password(inputs)
});