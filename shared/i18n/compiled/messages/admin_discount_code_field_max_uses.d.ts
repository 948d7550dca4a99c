/**
* | output |
* | --- |
* | "Maximum uses" |
*
* @param {Admin_Discount_Code_Field_Max_UsesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_max_uses: ((inputs?: Admin_Discount_Code_Field_Max_UsesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Field_Max_UsesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Field_Max_UsesInputs = {};
