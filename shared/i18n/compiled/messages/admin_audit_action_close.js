/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_CloseInputs */

const en_admin_audit_action_close = /** @type {(inputs: Admin_Audit_Action_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing`)
};

const fr_admin_audit_action_close = /** @type {(inputs: Admin_Audit_Action_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermeture`)
};

/**
* | output |
* | --- |
* | "Closing" |
*
* @param {Admin_Audit_Action_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_close = /** @type {((inputs?: Admin_Audit_Action_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_close(inputs)
	return en_admin_audit_action_close(inputs)
});