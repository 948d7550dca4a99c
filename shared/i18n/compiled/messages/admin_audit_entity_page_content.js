/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Entity_Page_ContentInputs */

const en_admin_audit_entity_page_content = /** @type {(inputs: Admin_Audit_Entity_Page_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page content`)
};

const fr_admin_audit_entity_page_content = /** @type {(inputs: Admin_Audit_Entity_Page_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu des pages`)
};

/**
* | output |
* | --- |
* | "Page content" |
*
* @param {Admin_Audit_Entity_Page_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_page_content = /** @type {((inputs?: Admin_Audit_Entity_Page_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Entity_Page_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_entity_page_content(inputs)
	return en_admin_audit_entity_page_content(inputs)
});