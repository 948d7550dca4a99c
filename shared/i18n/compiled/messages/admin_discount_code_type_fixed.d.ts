/**
* | output |
* | --- |
* | "Fixed amount" |
*
* @param {Admin_Discount_Code_Type_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_type_fixed: ((inputs?: Admin_Discount_Code_Type_FixedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Type_FixedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Type_FixedInputs = {};
