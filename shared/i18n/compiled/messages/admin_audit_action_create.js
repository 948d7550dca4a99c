/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_CreateInputs */

const en_admin_audit_action_create = /** @type {(inputs: Admin_Audit_Action_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creation`)
};

const fr_admin_audit_action_create = /** @type {(inputs: Admin_Audit_Action_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création`)
};

/**
* | output |
* | --- |
* | "Creation" |
*
* @param {Admin_Audit_Action_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_create = /** @type {((inputs?: Admin_Audit_Action_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_create(inputs)
	return en_admin_audit_action_create(inputs)
});