/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Two_Factor_Setup_IntroInputs */

const en_two_factor_setup_intro = /** @type {(inputs: Two_Factor_Setup_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The back-office asks administrators for a second factor: a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), at every sign-in. Signed in as ${i?.email}.`)
};

const fr_two_factor_setup_intro = /** @type {(inputs: Two_Factor_Setup_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'administration demande aux administrateurs un second facteur : un code d'une application d'authentification (comme Google Authenticator, Microsoft Authenticator ou 1Password), à chaque connexion. Connecté en tant que ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "The back-office asks administrators for a second factor: a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password..." |
*
* @param {Two_Factor_Setup_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_intro = /** @type {((inputs: Two_Factor_Setup_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_intro(inputs)
	return en_two_factor_setup_intro(inputs)
});