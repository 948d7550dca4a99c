/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_LockedInputs */

const en_auth_two_factor_locked = /** @type {(inputs: Auth_Two_Factor_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. Please sign in again later.`)
};

const fr_auth_two_factor_locked = /** @type {(inputs: Auth_Two_Factor_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de codes incorrects. Veuillez vous reconnecter plus tard.`)
};

/**
* | output |
* | --- |
* | "Too many wrong codes. Please sign in again later." |
*
* @param {Auth_Two_Factor_LockedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_locked = /** @type {((inputs?: Auth_Two_Factor_LockedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_LockedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_two_factor_locked(inputs)
	return en_auth_two_factor_locked(inputs)
});