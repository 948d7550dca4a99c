/**
* | output |
* | --- |
* | "The minimum amount must be an amount in euros" |
*
* @param {Admin_Discount_Code_Minimum_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_minimum_invalid: ((inputs?: Admin_Discount_Code_Minimum_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Minimum_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Minimum_InvalidInputs = {};
