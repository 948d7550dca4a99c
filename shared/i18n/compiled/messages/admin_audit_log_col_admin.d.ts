/**
* | output |
* | --- |
* | "Administrator" |
*
* @param {Admin_Audit_Log_Col_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_col_admin: ((inputs?: Admin_Audit_Log_Col_AdminInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Log_Col_AdminInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Log_Col_AdminInputs = {};
