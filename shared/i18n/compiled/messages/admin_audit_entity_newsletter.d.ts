/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Admin_Audit_Entity_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_newsletter: ((inputs?: Admin_Audit_Entity_NewsletterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Entity_NewsletterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Entity_NewsletterInputs = {};
