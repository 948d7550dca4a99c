/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_AfterInputs */

const en_admin_audit_log_after = /** @type {(inputs: Admin_Audit_Log_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After`)
};

const fr_admin_audit_log_after = /** @type {(inputs: Admin_Audit_Log_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après`)
};

/**
* | output |
* | --- |
* | "After" |
*
* @param {Admin_Audit_Log_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_after = /** @type {((inputs?: Admin_Audit_Log_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_after(inputs)
	return en_admin_audit_log_after(inputs)
});