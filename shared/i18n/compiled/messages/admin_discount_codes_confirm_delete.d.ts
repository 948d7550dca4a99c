/**
* | output |
* | --- |
* | "Are you sure you want to delete this discount code?" |
*
* @param {Admin_Discount_Codes_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_confirm_delete: ((inputs?: Admin_Discount_Codes_Confirm_DeleteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_Confirm_DeleteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_Confirm_DeleteInputs = {};
