/**
* | output |
* | --- |
* | "Discount code deleted" |
*
* @param {Admin_Discount_Codes_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_deleted: ((inputs?: Admin_Discount_Codes_DeletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_DeletedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_DeletedInputs = {};
