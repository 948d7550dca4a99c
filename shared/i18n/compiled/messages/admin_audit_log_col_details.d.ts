/**
* | output |
* | --- |
* | "Details" |
*
* @param {Admin_Audit_Log_Col_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_col_details: ((inputs?: Admin_Audit_Log_Col_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Log_Col_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Log_Col_DetailsInputs = {};
