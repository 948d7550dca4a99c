/**
* | output |
* | --- |
* | "Reopening" |
*
* @param {Admin_Audit_Action_ReopenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_reopen: ((inputs?: Admin_Audit_Action_ReopenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_ReopenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Action_ReopenInputs = {};
