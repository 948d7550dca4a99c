/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_Toggle_MenuInputs */

const en_admin_shell_toggle_menu = /** @type {(inputs: Admin_Shell_Toggle_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show or hide the menu`)
};

const fr_admin_shell_toggle_menu = /** @type {(inputs: Admin_Shell_Toggle_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher ou masquer le menu`)
};

/**
* | output |
* | --- |
* | "Show or hide the menu" |
*
* @param {Admin_Shell_Toggle_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_toggle_menu = /** @type {((inputs?: Admin_Shell_Toggle_MenuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_Toggle_MenuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_toggle_menu(inputs)
	return en_admin_shell_toggle_menu(inputs)
});