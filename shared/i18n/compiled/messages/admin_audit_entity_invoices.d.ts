/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Admin_Audit_Entity_InvoicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_invoices: ((inputs?: Admin_Audit_Entity_InvoicesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Entity_InvoicesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Entity_InvoicesInputs = {};
