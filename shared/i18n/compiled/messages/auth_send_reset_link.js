/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Send_Reset_LinkInputs */

const en_auth_send_reset_link = /** @type {(inputs: Auth_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Link`)
};

const fr_auth_send_reset_link = /** @type {(inputs: Auth_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien de réinitialisation`)
};

/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Auth_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_reset_link = /** @type {((inputs?: Auth_Send_Reset_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_Reset_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_send_reset_link(inputs)
	return en_auth_send_reset_link(inputs)
});