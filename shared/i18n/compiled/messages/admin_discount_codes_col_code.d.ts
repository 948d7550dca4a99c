/**
* | output |
* | --- |
* | "Code" |
*
* @param {Admin_Discount_Codes_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_col_code: ((inputs?: Admin_Discount_Codes_Col_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_Col_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_Col_CodeInputs = {};
