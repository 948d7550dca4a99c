/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nav_Audit_LogInputs */

const en_admin_nav_audit_log = /** @type {(inputs: Admin_Nav_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity log`)
};

const fr_admin_nav_audit_log = /** @type {(inputs: Admin_Nav_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d'activité`)
};

/**
* | output |
* | --- |
* | "Activity log" |
*
* @param {Admin_Nav_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_audit_log = /** @type {((inputs?: Admin_Nav_Audit_LogInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nav_Audit_LogInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_nav_audit_log(inputs)
	return en_admin_nav_audit_log(inputs)
});