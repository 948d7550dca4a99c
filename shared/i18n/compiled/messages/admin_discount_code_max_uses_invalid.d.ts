/**
* | output |
* | --- |
* | "The number of uses must be a positive whole number" |
*
* @param {Admin_Discount_Code_Max_Uses_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_max_uses_invalid: ((inputs?: Admin_Discount_Code_Max_Uses_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Max_Uses_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Max_Uses_InvalidInputs = {};
