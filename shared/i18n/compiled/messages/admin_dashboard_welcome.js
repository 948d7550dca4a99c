/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_WelcomeInputs */

const en_admin_dashboard_welcome = /** @type {(inputs: Admin_Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome!`)
};

const fr_admin_dashboard_welcome = /** @type {(inputs: Admin_Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue !`)
};

/**
* | output |
* | --- |
* | "Welcome!" |
*
* @param {Admin_Dashboard_WelcomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome = /** @type {((inputs?: Admin_Dashboard_WelcomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_WelcomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_welcome(inputs)
	return en_admin_dashboard_welcome(inputs)
});