/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Creating_AccountInputs */

const en_auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating Account...`)
};

const fr_auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création du compte...`)
};

/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Auth_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account = /** @type {((inputs?: Auth_Creating_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Creating_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_creating_account(inputs)
	return en_auth_creating_account(inputs)
});