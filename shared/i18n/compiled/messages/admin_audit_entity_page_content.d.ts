/**
* | output |
* | --- |
* | "Page content" |
*
* @param {Admin_Audit_Entity_Page_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_page_content: ((inputs?: Admin_Audit_Entity_Page_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Entity_Page_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Entity_Page_ContentInputs = {};
