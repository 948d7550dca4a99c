/**
* | output |
* | --- |
* | "CSV export" |
*
* @param {Admin_Audit_Action_ExportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_export: ((inputs?: Admin_Audit_Action_ExportInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_ExportInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Action_ExportInputs = {};
