/**
* | output |
* | --- |
* | "Could not load the discount codes" |
*
* @param {Admin_Discount_Codes_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_load_error: ((inputs?: Admin_Discount_Codes_Load_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_Load_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_Load_ErrorInputs = {};
