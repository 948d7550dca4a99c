/**
* | output |
* | --- |
* | "Expiry" |
*
* @param {Admin_Discount_Codes_Col_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_col_expiry: ((inputs?: Admin_Discount_Codes_Col_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_Col_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_Col_ExpiryInputs = {};
