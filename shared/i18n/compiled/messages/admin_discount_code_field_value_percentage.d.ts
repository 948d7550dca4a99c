/**
* | output |
* | --- |
* | "Value (%) *" |
*
* @param {Admin_Discount_Code_Field_Value_PercentageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_value_percentage: ((inputs?: Admin_Discount_Code_Field_Value_PercentageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Field_Value_PercentageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Field_Value_PercentageInputs = {};
