/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_Col_DetailsInputs */

const en_admin_audit_log_col_details = /** @type {(inputs: Admin_Audit_Log_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const fr_admin_audit_log_col_details = /** @type {(inputs: Admin_Audit_Log_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Admin_Audit_Log_Col_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_col_details = /** @type {((inputs?: Admin_Audit_Log_Col_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_Col_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_col_details(inputs)
	return en_admin_audit_log_col_details(inputs)
});