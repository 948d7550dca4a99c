/**
* | output |
* | --- |
* | "Could not delete the discount code" |
*
* @param {Admin_Discount_Codes_Delete_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_delete_error: ((inputs?: Admin_Discount_Codes_Delete_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_Delete_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_Delete_ErrorInputs = {};
