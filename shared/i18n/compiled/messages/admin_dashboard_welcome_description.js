/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Welcome_DescriptionInputs */

const en_admin_dashboard_welcome_description = /** @type {(inputs: Admin_Dashboard_Welcome_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your back-office.`)
};

const fr_admin_dashboard_welcome_description = /** @type {(inputs: Admin_Dashboard_Welcome_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voici votre espace d'administration.`)
};

/**
* | output |
* | --- |
* | "This is your back-office." |
*
* @param {Admin_Dashboard_Welcome_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome_description = /** @type {((inputs?: Admin_Dashboard_Welcome_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Welcome_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_welcome_description(inputs)
	return en_admin_dashboard_welcome_description(inputs)
});