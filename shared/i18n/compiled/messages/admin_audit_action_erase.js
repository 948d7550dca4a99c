/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Action_EraseInputs */

const en_admin_audit_action_erase = /** @type {(inputs: Admin_Audit_Action_EraseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erasure`)
};

const fr_admin_audit_action_erase = /** @type {(inputs: Admin_Audit_Action_EraseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacement`)
};

/**
* | output |
* | --- |
* | "Erasure" |
*
* @param {Admin_Audit_Action_EraseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_erase = /** @type {((inputs?: Admin_Audit_Action_EraseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Action_EraseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_action_erase(inputs)
	return en_admin_audit_action_erase(inputs)
});