/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Link_InvalidInputs */

const en_auth_reset_link_invalid = /** @type {(inputs: Auth_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password reset link is invalid or has expired. Please request a new one.`)
};

const fr_auth_reset_link_invalid = /** @type {(inputs: Auth_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré. Veuillez en demander un nouveau.`)
};

/**
* | output |
* | --- |
* | "This password reset link is invalid or has expired. Please request a new one." |
*
* @param {Auth_Reset_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_link_invalid = /** @type {((inputs?: Auth_Reset_Link_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Link_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_link_invalid(inputs)
	return en_auth_reset_link_invalid(inputs)
});