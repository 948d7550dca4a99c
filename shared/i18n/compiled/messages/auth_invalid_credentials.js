/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Invalid_CredentialsInputs */

const en_auth_invalid_credentials = /** @type {(inputs: Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password`)
};

const fr_auth_invalid_credentials = /** @type {(inputs: Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail ou mot de passe incorrect`)
};

/**
* | output |
* | --- |
* | "Invalid email or password" |
*
* @param {Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_credentials = /** @type {((inputs?: Auth_Invalid_CredentialsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_CredentialsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_invalid_credentials(inputs)
	return en_auth_invalid_credentials(inputs)
});