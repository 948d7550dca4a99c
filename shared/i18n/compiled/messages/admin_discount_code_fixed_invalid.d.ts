/**
* | output |
* | --- |
* | "The value must be an amount in euros above zero" |
*
* @param {Admin_Discount_Code_Fixed_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_fixed_invalid: ((inputs?: Admin_Discount_Code_Fixed_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Fixed_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Fixed_InvalidInputs = {};
