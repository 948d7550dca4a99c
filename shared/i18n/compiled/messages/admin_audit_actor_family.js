/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Actor_FamilyInputs */

const en_admin_audit_actor_family = /** @type {(inputs: Admin_Audit_Actor_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family (booking link)`)
};

const fr_admin_audit_actor_family = /** @type {(inputs: Admin_Audit_Actor_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Famille (lien de réservation)`)
};

/**
* | output |
* | --- |
* | "Family (booking link)" |
*
* @param {Admin_Audit_Actor_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_actor_family = /** @type {((inputs?: Admin_Audit_Actor_FamilyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Actor_FamilyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_actor_family(inputs)
	return en_admin_audit_actor_family(inputs)
});