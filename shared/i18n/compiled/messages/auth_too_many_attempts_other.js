/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Auth_Too_Many_Attempts_OtherInputs */

const en_auth_too_many_attempts_other = /** @type {(inputs: Auth_Too_Many_Attempts_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts. Please try again in ${i?.seconds} seconds.`)
};

const fr_auth_too_many_attempts_other = /** @type {(inputs: Auth_Too_Many_Attempts_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de tentatives de connexion. Veuillez réessayer dans ${i?.seconds} secondes.`)
};

/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please try again in {seconds} seconds." |
*
* @param {Auth_Too_Many_Attempts_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_attempts_other = /** @type {((inputs: Auth_Too_Many_Attempts_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Too_Many_Attempts_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_too_many_attempts_other(inputs)
	return en_auth_too_many_attempts_other(inputs)
});