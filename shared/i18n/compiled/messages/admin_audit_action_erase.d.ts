/**
* | output |
* | --- |
* | "Erasure" |
*
* @param {Admin_Audit_Action_EraseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_erase: ((inputs?: Admin_Audit_Action_EraseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_EraseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Action_EraseInputs = {};
