/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Entity_Waiting_ListInputs */

const en_admin_audit_entity_waiting_list = /** @type {(inputs: Admin_Audit_Entity_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting list`)
};

const fr_admin_audit_entity_waiting_list = /** @type {(inputs: Admin_Audit_Entity_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d'attente`)
};

/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Admin_Audit_Entity_Waiting_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_waiting_list = /** @type {((inputs?: Admin_Audit_Entity_Waiting_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Entity_Waiting_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_entity_waiting_list(inputs)
	return en_admin_audit_entity_waiting_list(inputs)
});