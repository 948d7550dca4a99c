/**
* | output |
* | --- |
* | "Value (€) *" |
*
* @param {Admin_Discount_Code_Field_Value_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_value_fixed: ((inputs?: Admin_Discount_Code_Field_Value_FixedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Field_Value_FixedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Field_Value_FixedInputs = {};
