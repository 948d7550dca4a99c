/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Log_Col_ItemInputs */

const en_admin_audit_log_col_item = /** @type {(inputs: Admin_Audit_Log_Col_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const fr_admin_audit_log_col_item = /** @type {(inputs: Admin_Audit_Log_Col_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élément`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Admin_Audit_Log_Col_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_col_item = /** @type {((inputs?: Admin_Audit_Log_Col_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Log_Col_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_log_col_item(inputs)
	return en_admin_audit_log_col_item(inputs)
});