/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Signed_In_No_AccessInputs */

const en_auth_signed_in_no_access = /** @type {(inputs: Auth_Signed_In_No_AccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}, which has no access to the back-office.`)
};

const fr_auth_signed_in_no_access = /** @type {(inputs: Auth_Signed_In_No_AccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté en tant que ${i?.email}, un compte sans accès à l'administration.`)
};

/**
* | output |
* | --- |
* | "You are signed in as {email}, which has no access to the back-office." |
*
* @param {Auth_Signed_In_No_AccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_no_access = /** @type {((inputs: Auth_Signed_In_No_AccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_No_AccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_signed_in_no_access(inputs)
	return en_auth_signed_in_no_access(inputs)
});