/**
* | output |
* | --- |
* | "Family (booking link)" |
*
* @param {Admin_Audit_Actor_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_actor_family: ((inputs?: Admin_Audit_Actor_FamilyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Actor_FamilyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Actor_FamilyInputs = {};
