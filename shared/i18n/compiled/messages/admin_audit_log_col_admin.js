/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_Col_AdminInputs */

const en_admin_audit_log_col_admin = /** @type {(inputs: Admin_Audit_Log_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

const fr_admin_audit_log_col_admin = /** @type {(inputs: Admin_Audit_Log_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateur`)
};

/**
* | output |
* | --- |
* | "Administrator" |
*
* @param {Admin_Audit_Log_Col_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_col_admin = /** @type {((inputs?: Admin_Audit_Log_Col_AdminInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_Col_AdminInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_col_admin(inputs)
	return en_admin_audit_log_col_admin(inputs)
});