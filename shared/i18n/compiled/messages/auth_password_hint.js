/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Auth_Password_HintInputs */

const en_auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`)
};

const fr_auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.min} caractères.`)
};

/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint = /** @type {((inputs: Auth_Password_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_password_hint(inputs)
	return en_auth_password_hint(inputs)
});