/**
* | output |
* | --- |
* | "Creation" |
*
* @param {Admin_Audit_Action_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_create: ((inputs?: Admin_Audit_Action_CreateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_CreateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Action_CreateInputs = {};
