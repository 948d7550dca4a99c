/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_EmptyInputs */

const en_admin_audit_log_empty = /** @type {(inputs: Admin_Audit_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No activity recorded.`)
};

const fr_admin_audit_log_empty = /** @type {(inputs: Admin_Audit_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune activité enregistrée.`)
};

/**
* | output |
* | --- |
* | "No activity recorded." |
*
* @param {Admin_Audit_Log_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_empty = /** @type {((inputs?: Admin_Audit_Log_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_empty(inputs)
	return en_admin_audit_log_empty(inputs)
});