/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_ForbiddenInputs */

const en_auth_forbidden = /** @type {(inputs: Auth_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forbidden`)
};

const fr_auth_forbidden = /** @type {(inputs: Auth_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

/**
* | output |
* | --- |
* | "Forbidden" |
*
* @param {Auth_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forbidden = /** @type {((inputs?: Auth_ForbiddenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ForbiddenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forbidden(inputs)
	return en_auth_forbidden(inputs)
});