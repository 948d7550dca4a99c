/**
* | output |
* | --- |
* | "Group" |
*
* @param {Admin_Audit_Entity_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_group: ((inputs?: Admin_Audit_Entity_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Entity_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Entity_GroupInputs = {};
