/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_Not_Found_TextInputs */

const en_admin_shell_not_found_text = /** @type {(inputs: Admin_Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This back-office page does not exist.`)
};

const fr_admin_shell_not_found_text = /** @type {(inputs: Admin_Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page de l'administration n'existe pas.`)
};

/**
* | output |
* | --- |
* | "This back-office page does not exist." |
*
* @param {Admin_Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_not_found_text = /** @type {((inputs?: Admin_Shell_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_not_found_text(inputs)
	return en_admin_shell_not_found_text(inputs)
});