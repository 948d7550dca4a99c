/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_TitleInputs */

const en_admin_audit_log_title = /** @type {(inputs: Admin_Audit_Log_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity log`)
};

const fr_admin_audit_log_title = /** @type {(inputs: Admin_Audit_Log_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d'activité`)
};

/**
* | output |
* | --- |
* | "Activity log" |
*
* @param {Admin_Audit_Log_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_title = /** @type {((inputs?: Admin_Audit_Log_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_title(inputs)
	return en_admin_audit_log_title(inputs)
});