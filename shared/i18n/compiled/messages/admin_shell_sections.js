/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_SectionsInputs */

const en_admin_shell_sections = /** @type {(inputs: Admin_Shell_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back-office sections`)
};

const fr_admin_shell_sections = /** @type {(inputs: Admin_Shell_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de l'administration`)
};

/**
* | output |
* | --- |
* | "Back-office sections" |
*
* @param {Admin_Shell_SectionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_sections = /** @type {((inputs?: Admin_Shell_SectionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_SectionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_sections(inputs)
	return en_admin_shell_sections(inputs)
});