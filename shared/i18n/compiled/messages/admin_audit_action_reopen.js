/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_ReopenInputs */

const en_admin_audit_action_reopen = /** @type {(inputs: Admin_Audit_Action_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopening`)
};

const fr_admin_audit_action_reopen = /** @type {(inputs: Admin_Audit_Action_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réouverture`)
};

/**
* | output |
* | --- |
* | "Reopening" |
*
* @param {Admin_Audit_Action_ReopenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_reopen = /** @type {((inputs?: Admin_Audit_Action_ReopenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_ReopenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_reopen(inputs)
	return en_admin_audit_action_reopen(inputs)
});