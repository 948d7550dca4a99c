/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_Error_TextInputs */

const en_admin_shell_error_text = /** @type {(inputs: Admin_Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again in a moment. If the problem persists, contact technical support.`)
};

const fr_admin_shell_error_text = /** @type {(inputs: Admin_Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer dans un instant. Si le problème persiste, contactez le support technique.`)
};

/**
* | output |
* | --- |
* | "Please try again in a moment. If the problem persists, contact technical support." |
*
* @param {Admin_Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_error_text = /** @type {((inputs?: Admin_Shell_Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_error_text(inputs)
	return en_admin_shell_error_text(inputs)
});