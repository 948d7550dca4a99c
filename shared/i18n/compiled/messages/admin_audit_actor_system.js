/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Actor_SystemInputs */

const en_admin_audit_actor_system = /** @type {(inputs: Admin_Audit_Actor_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled task`)
};

const fr_admin_audit_actor_system = /** @type {(inputs: Admin_Audit_Actor_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tâche automatique`)
};

/**
* | output |
* | --- |
* | "Scheduled task" |
*
* @param {Admin_Audit_Actor_SystemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_actor_system = /** @type {((inputs?: Admin_Audit_Actor_SystemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Actor_SystemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_actor_system(inputs)
	return en_admin_audit_actor_system(inputs)
});