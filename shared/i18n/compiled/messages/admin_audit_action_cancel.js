/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_CancelInputs */

const en_admin_audit_action_cancel = /** @type {(inputs: Admin_Audit_Action_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation`)
};

const fr_admin_audit_action_cancel = /** @type {(inputs: Admin_Audit_Action_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation`)
};

/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Admin_Audit_Action_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_cancel = /** @type {((inputs?: Admin_Audit_Action_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_cancel(inputs)
	return en_admin_audit_action_cancel(inputs)
});