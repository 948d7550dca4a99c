/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_Setup_ErrorInputs */

const en_auth_two_factor_setup_error = /** @type {(inputs: Auth_Two_Factor_Setup_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error setting up two-factor authentication. Please try again.`)
};

const fr_auth_two_factor_setup_error = /** @type {(inputs: Auth_Two_Factor_Setup_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l'activation de la double authentification. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Error setting up two-factor authentication. Please try again." |
*
* @param {Auth_Two_Factor_Setup_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_setup_error = /** @type {((inputs?: Auth_Two_Factor_Setup_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_Setup_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_two_factor_setup_error(inputs)
	return en_auth_two_factor_setup_error(inputs)
});