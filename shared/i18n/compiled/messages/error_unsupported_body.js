/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Unsupported_BodyInputs */

const en_error_unsupported_body = /** @type {(inputs: Error_Unsupported_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request's format is not accepted.`)
};

const fr_error_unsupported_body = /** @type {(inputs: Error_Unsupported_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le format de cette requête n'est pas accepté.`)
};

/**
* | output |
* | --- |
* | "This request's format is not accepted." |
*
* @param {Error_Unsupported_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_unsupported_body = /** @type {((inputs?: Error_Unsupported_BodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unsupported_BodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_unsupported_body(inputs)
	return en_error_unsupported_body(inputs)
});