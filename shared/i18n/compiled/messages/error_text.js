/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_TextInputs */

const en_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again in a moment.`)
};

const fr_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur inattendue s'est produite. Veuillez réessayer dans un instant.`)
};

/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again in a moment." |
*
* @param {Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_text = /** @type {((inputs?: Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_text(inputs)
	return en_error_text(inputs)
});