/**
* | output |
* | --- |
* | "Scheduled task" |
*
* @param {Admin_Audit_Actor_SystemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_actor_system: ((inputs?: Admin_Audit_Actor_SystemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Actor_SystemInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Actor_SystemInputs = {};
