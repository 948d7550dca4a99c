/**
* | output |
* | --- |
* | "Who created, changed, deleted or exported what, and when." |
*
* @param {Admin_Audit_Log_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_description: ((inputs?: Admin_Audit_Log_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Log_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Log_DescriptionInputs = {};
