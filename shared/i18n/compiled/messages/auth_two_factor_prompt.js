/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_PromptInputs */

const en_auth_two_factor_prompt = /** @type {(inputs: Auth_Two_Factor_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app, or one of your backup codes.`)
};

const fr_auth_two_factor_prompt = /** @type {(inputs: Auth_Two_Factor_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres de votre application d'authentification, ou l'un de vos codes de secours.`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app, or one of your backup codes." |
*
* @param {Auth_Two_Factor_PromptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_prompt = /** @type {((inputs?: Auth_Two_Factor_PromptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_PromptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_two_factor_prompt(inputs)
	return en_auth_two_factor_prompt(inputs)
});