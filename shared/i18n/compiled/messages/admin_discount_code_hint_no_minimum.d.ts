/**
* | output |
* | --- |
* | "Empty: no minimum" |
*
* @param {Admin_Discount_Code_Hint_No_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_no_minimum: ((inputs?: Admin_Discount_Code_Hint_No_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Hint_No_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Hint_No_MinimumInputs = {};
