/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_DescriptionInputs */

const en_admin_audit_log_description = /** @type {(inputs: Admin_Audit_Log_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who created, changed, deleted or exported what, and when.`)
};

const fr_admin_audit_log_description = /** @type {(inputs: Admin_Audit_Log_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui a créé, modifié, supprimé ou exporté quoi, et quand.`)
};

/**
* | output |
* | --- |
* | "Who created, changed, deleted or exported what, and when." |
*
* @param {Admin_Audit_Log_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_description = /** @type {((inputs?: Admin_Audit_Log_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_description(inputs)
	return en_admin_audit_log_description(inputs)
});