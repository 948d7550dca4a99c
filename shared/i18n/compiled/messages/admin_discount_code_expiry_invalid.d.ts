/**
* | output |
* | --- |
* | "The expiry date is not valid" |
*
* @param {Admin_Discount_Code_Expiry_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_expiry_invalid: ((inputs?: Admin_Discount_Code_Expiry_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Expiry_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Expiry_InvalidInputs = {};
