/**
* | output |
* | --- |
* | "Discount type" |
*
* @param {Admin_Discount_Code_Field_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_type: ((inputs?: Admin_Discount_Code_Field_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Field_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Field_TypeInputs = {};
