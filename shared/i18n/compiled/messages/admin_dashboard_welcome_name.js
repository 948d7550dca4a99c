/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Admin_Dashboard_Welcome_NameInputs */

const en_admin_dashboard_welcome_name = /** @type {(inputs: Admin_Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.firstName}!`)
};

const fr_admin_dashboard_welcome_name = /** @type {(inputs: Admin_Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue, ${i?.firstName} !`)
};

/**
* | output |
* | --- |
* | "Welcome, {firstName}!" |
*
* @param {Admin_Dashboard_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome_name = /** @type {((inputs: Admin_Dashboard_Welcome_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Welcome_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_welcome_name(inputs)
	return en_admin_dashboard_welcome_name(inputs)
});