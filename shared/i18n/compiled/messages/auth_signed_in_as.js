/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Signed_In_AsInputs */

const en_auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}.`)
};

const fr_auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté en tant que ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_as = /** @type {((inputs: Auth_Signed_In_AsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_AsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_signed_in_as(inputs)
	return en_auth_signed_in_as(inputs)
});