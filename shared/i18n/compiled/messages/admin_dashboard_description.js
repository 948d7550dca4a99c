/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_DescriptionInputs */

const en_admin_dashboard_description = /** @type {(inputs: Admin_Dashboard_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An overview of the academy`)
};

const fr_admin_dashboard_description = /** @type {(inputs: Admin_Dashboard_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue d'ensemble de l'académie`)
};

/**
* | output |
* | --- |
* | "An overview of the academy" |
*
* @param {Admin_Dashboard_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_description = /** @type {((inputs?: Admin_Dashboard_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_description(inputs)
	return en_admin_dashboard_description(inputs)
});