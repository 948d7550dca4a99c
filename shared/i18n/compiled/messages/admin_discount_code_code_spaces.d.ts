/**
* | output |
* | --- |
* | "The code must not contain a space" |
*
* @param {Admin_Discount_Code_Code_SpacesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_code_spaces: ((inputs?: Admin_Discount_Code_Code_SpacesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Code_SpacesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Code_SpacesInputs = {};
