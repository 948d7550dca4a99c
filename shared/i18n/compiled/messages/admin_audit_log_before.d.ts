/**
* | output |
* | --- |
* | "Before" |
*
* @param {Admin_Audit_Log_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_before: ((inputs?: Admin_Audit_Log_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Log_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Log_BeforeInputs = {};
