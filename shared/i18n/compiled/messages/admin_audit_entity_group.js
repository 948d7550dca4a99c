/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Entity_GroupInputs */

const en_admin_audit_entity_group = /** @type {(inputs: Admin_Audit_Entity_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

const fr_admin_audit_entity_group = /** @type {(inputs: Admin_Audit_Entity_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

/**
* | output |
* | --- |
* | "Group" |
*
* @param {Admin_Audit_Entity_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_group = /** @type {((inputs?: Admin_Audit_Entity_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Entity_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_entity_group(inputs)
	return en_admin_audit_entity_group(inputs)
});