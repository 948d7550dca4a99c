/**
* | output |
* | --- |
* | "Empty: unlimited" |
*
* @param {Admin_Discount_Code_Hint_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_unlimited: ((inputs?: Admin_Discount_Code_Hint_UnlimitedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Hint_UnlimitedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Hint_UnlimitedInputs = {};
