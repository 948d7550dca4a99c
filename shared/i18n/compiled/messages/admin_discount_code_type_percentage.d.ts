/**
* | output |
* | --- |
* | "Percentage" |
*
* @param {Admin_Discount_Code_Type_PercentageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_type_percentage: ((inputs?: Admin_Discount_Code_Type_PercentageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Type_PercentageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Type_PercentageInputs = {};
