/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_View_SiteInputs */

const en_admin_shell_view_site = /** @type {(inputs: Admin_Shell_View_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the site`)
};

const fr_admin_shell_view_site = /** @type {(inputs: Admin_Shell_View_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le site`)
};

/**
* | output |
* | --- |
* | "View the site" |
*
* @param {Admin_Shell_View_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_view_site = /** @type {((inputs?: Admin_Shell_View_SiteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_View_SiteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_view_site(inputs)
	return en_admin_shell_view_site(inputs)
});