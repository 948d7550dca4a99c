/**
* | output |
* | --- |
* | "Expiry date" |
*
* @param {Admin_Discount_Code_Field_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_expiry: ((inputs?: Admin_Discount_Code_Field_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Field_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Field_ExpiryInputs = {};
