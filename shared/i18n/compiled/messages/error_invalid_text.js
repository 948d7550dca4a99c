/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Invalid_TextInputs */

const en_error_invalid_text = /** @type {(inputs: Error_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request contains characters that cannot be accepted (a null character or text that is not UTF-8). Please check what was typed and try again.`)
};

const fr_error_invalid_text = /** @type {(inputs: Error_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette requête contient des caractères qui ne peuvent pas être acceptés (un caractère nul ou un texte qui n'est pas en UTF-8). Vérifiez ce qui a été saisi et réessayez.`)
};

/**
* | output |
* | --- |
* | "This request contains characters that cannot be accepted (a null character or text that is not UTF-8). Please check what was typed and try again." |
*
* @param {Error_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_invalid_text = /** @type {((inputs?: Error_Invalid_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Invalid_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_invalid_text(inputs)
	return en_error_invalid_text(inputs)
});