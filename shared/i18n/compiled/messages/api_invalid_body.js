/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_BodyInputs */

const en_api_invalid_body = /** @type {(inputs: Api_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is not valid.`)
};

const fr_api_invalid_body = /** @type {(inputs: Api_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête n'est pas valide.`)
};

/**
* | output |
* | --- |
* | "The request is not valid." |
*
* @param {Api_Invalid_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_invalid_body = /** @type {((inputs?: Api_Invalid_BodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_BodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_api_invalid_body(inputs)
	return en_api_invalid_body(inputs)
});