/**
* | output |
* | --- |
* | "The percentage must be a whole number between 1 and 100" |
*
* @param {Admin_Discount_Code_Percent_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_percent_invalid: ((inputs?: Admin_Discount_Code_Percent_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Percent_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Percent_InvalidInputs = {};
