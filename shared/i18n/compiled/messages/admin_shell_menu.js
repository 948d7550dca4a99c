/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_MenuInputs */

const en_admin_shell_menu = /** @type {(inputs: Admin_Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back-office menu`)
};

const fr_admin_shell_menu = /** @type {(inputs: Admin_Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu de l'administration`)
};

/**
* | output |
* | --- |
* | "Back-office menu" |
*
* @param {Admin_Shell_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_menu = /** @type {((inputs?: Admin_Shell_MenuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_MenuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_menu(inputs)
	return en_admin_shell_menu(inputs)
});