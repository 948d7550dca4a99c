/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_UpdateInputs */

const en_admin_audit_action_update = /** @type {(inputs: Admin_Audit_Action_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const fr_admin_audit_action_update = /** @type {(inputs: Admin_Audit_Action_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modification`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Admin_Audit_Action_UpdateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_update = /** @type {((inputs?: Admin_Audit_Action_UpdateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_UpdateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_update(inputs)
	return en_admin_audit_action_update(inputs)
});