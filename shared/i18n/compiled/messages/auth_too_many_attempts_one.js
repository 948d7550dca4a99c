/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Auth_Too_Many_Attempts_OneInputs */

const en_auth_too_many_attempts_one = /** @type {(inputs: Auth_Too_Many_Attempts_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts. Please try again in ${i?.seconds} second.`)
};

const fr_auth_too_many_attempts_one = /** @type {(inputs: Auth_Too_Many_Attempts_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de tentatives de connexion. Veuillez réessayer dans ${i?.seconds} seconde.`)
};

/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please try again in {seconds} second." |
*
* @param {Auth_Too_Many_Attempts_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_attempts_one = /** @type {((inputs: Auth_Too_Many_Attempts_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Too_Many_Attempts_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_too_many_attempts_one(inputs)
	return en_auth_too_many_attempts_one(inputs)
});