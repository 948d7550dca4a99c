/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_Already_Set_UpInputs */

const en_auth_two_factor_already_set_up = /** @type {(inputs: Auth_Two_Factor_Already_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is already set up for this account.`)
};

const fr_auth_two_factor_already_set_up = /** @type {(inputs: Auth_Two_Factor_Already_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La double authentification est déjà activée pour ce compte.`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is already set up for this account." |
*
* @param {Auth_Two_Factor_Already_Set_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_already_set_up = /** @type {((inputs?: Auth_Two_Factor_Already_Set_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_Already_Set_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_two_factor_already_set_up(inputs)
	return en_auth_two_factor_already_set_up(inputs)
});