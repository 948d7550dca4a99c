/**
* | output |
* | --- |
* | "Assignment to a group" |
*
* @param {Admin_Audit_Action_AssignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_assign: ((inputs?: Admin_Audit_Action_AssignInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_AssignInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Action_AssignInputs = {};
