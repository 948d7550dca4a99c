/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signing_InInputs */

const en_auth_signing_in = /** @type {(inputs: Auth_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing In...`)
};

const fr_auth_signing_in = /** @type {(inputs: Auth_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion...`)
};

/**
* | output |
* | --- |
* | "Signing In..." |
*
* @param {Auth_Signing_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_in = /** @type {((inputs?: Auth_Signing_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_signing_in(inputs)
	return en_auth_signing_in(inputs)
});