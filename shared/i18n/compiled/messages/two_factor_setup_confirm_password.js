/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Confirm_PasswordInputs */

const en_two_factor_setup_confirm_password = /** @type {(inputs: Two_Factor_Setup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your password to create your key.`)
};

const fr_two_factor_setup_confirm_password = /** @type {(inputs: Two_Factor_Setup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre mot de passe pour créer votre clé.`)
};

/**
* | output |
* | --- |
* | "Confirm your password to create your key." |
*
* @param {Two_Factor_Setup_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_confirm_password = /** @type {((inputs?: Two_Factor_Setup_Confirm_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Confirm_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_confirm_password(inputs)
	return en_two_factor_setup_confirm_password(inputs)
});