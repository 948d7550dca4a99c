/**
* | output |
* | --- |
* | "Activity log" |
*
* @param {Admin_Nav_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_audit_log: ((inputs?: Admin_Nav_Audit_LogInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_Audit_LogInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_Audit_LogInputs = {};
