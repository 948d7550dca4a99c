/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_UpdatedInputs */

const en_auth_password_updated = /** @type {(inputs: Auth_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been updated. You can now sign in.`)
};

const fr_auth_password_updated = /** @type {(inputs: Auth_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.`)
};

/**
* | output |
* | --- |
* | "Your password has been updated. You can now sign in." |
*
* @param {Auth_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_updated = /** @type {((inputs?: Auth_Password_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_password_updated(inputs)
	return en_auth_password_updated(inputs)
});