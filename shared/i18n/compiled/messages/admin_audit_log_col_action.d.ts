/**
* | output |
* | --- |
* | "Action" |
*
* @param {Admin_Audit_Log_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_col_action: ((inputs?: Admin_Audit_Log_Col_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Log_Col_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Log_Col_ActionInputs = {};
