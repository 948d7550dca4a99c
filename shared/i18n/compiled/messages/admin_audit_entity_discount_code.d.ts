/**
* | output |
* | --- |
* | "Discount code" |
*
* @param {Admin_Audit_Entity_Discount_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_discount_code: ((inputs?: Admin_Audit_Entity_Discount_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Entity_Discount_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Entity_Discount_CodeInputs = {};
