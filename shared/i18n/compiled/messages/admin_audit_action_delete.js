/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_DeleteInputs */

const en_admin_audit_action_delete = /** @type {(inputs: Admin_Audit_Action_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletion`)
};

const fr_admin_audit_action_delete = /** @type {(inputs: Admin_Audit_Action_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression`)
};

/**
* | output |
* | --- |
* | "Deletion" |
*
* @param {Admin_Audit_Action_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_delete = /** @type {((inputs?: Admin_Audit_Action_DeleteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_DeleteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_delete(inputs)
	return en_admin_audit_action_delete(inputs)
});