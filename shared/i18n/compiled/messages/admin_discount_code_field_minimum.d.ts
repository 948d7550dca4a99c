/**
* | output |
* | --- |
* | "Minimum amount (€)" |
*
* @param {Admin_Discount_Code_Field_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_minimum: ((inputs?: Admin_Discount_Code_Field_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Field_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Field_MinimumInputs = {};
