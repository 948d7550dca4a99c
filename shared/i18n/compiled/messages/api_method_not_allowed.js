/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Method_Not_AllowedInputs */

const en_api_method_not_allowed = /** @type {(inputs: Api_Method_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method not allowed`)
};

const fr_api_method_not_allowed = /** @type {(inputs: Api_Method_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthode non autorisée`)
};

/**
* | output |
* | --- |
* | "Method not allowed" |
*
* @param {Api_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_method_not_allowed = /** @type {((inputs?: Api_Method_Not_AllowedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Method_Not_AllowedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_api_method_not_allowed(inputs)
	return en_api_method_not_allowed(inputs)
});