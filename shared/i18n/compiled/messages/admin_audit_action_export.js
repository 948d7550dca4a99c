/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_ExportInputs */

const en_admin_audit_action_export = /** @type {(inputs: Admin_Audit_Action_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV export`)
};

const fr_admin_audit_action_export = /** @type {(inputs: Admin_Audit_Action_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

/**
* | output |
* | --- |
* | "CSV export" |
*
* @param {Admin_Audit_Action_ExportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_export = /** @type {((inputs?: Admin_Audit_Action_ExportInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_ExportInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_export(inputs)
	return en_admin_audit_action_export(inputs)
});