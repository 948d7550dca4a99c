/**
* | output |
* | --- |
* | "This discount code no longer exists." |
*
* @param {Admin_Discount_Code_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_not_found: ((inputs?: Admin_Discount_Code_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Not_FoundInputs = {};
