/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Admin_Audit_Log_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log_filters: ((inputs?: Admin_Audit_Log_FiltersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Log_FiltersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Log_FiltersInputs = {};
