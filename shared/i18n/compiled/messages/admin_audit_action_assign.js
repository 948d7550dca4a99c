/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_AssignInputs */

const en_admin_audit_action_assign = /** @type {(inputs: Admin_Audit_Action_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment to a group`)
};

const fr_admin_audit_action_assign = /** @type {(inputs: Admin_Audit_Action_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affectation à un groupe`)
};

/**
* | output |
* | --- |
* | "Assignment to a group" |
*
* @param {Admin_Audit_Action_AssignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_assign = /** @type {((inputs?: Admin_Audit_Action_AssignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_AssignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_assign(inputs)
	return en_admin_audit_action_assign(inputs)
});