/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Shell_Back_To_DashboardInputs */

const en_admin_shell_back_to_dashboard = /** @type {(inputs: Admin_Shell_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the dashboard`)
};

const fr_admin_shell_back_to_dashboard = /** @type {(inputs: Admin_Shell_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord`)
};

/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Admin_Shell_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_back_to_dashboard = /** @type {((inputs?: Admin_Shell_Back_To_DashboardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Shell_Back_To_DashboardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_shell_back_to_dashboard(inputs)
	return en_admin_shell_back_to_dashboard(inputs)
});