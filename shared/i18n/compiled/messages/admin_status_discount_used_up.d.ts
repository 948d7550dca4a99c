/**
* | output |
* | --- |
* | "Used up" |
*
* @param {Admin_Status_Discount_Used_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_used_up: ((inputs?: Admin_Status_Discount_Used_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Discount_Used_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Discount_Used_UpInputs = {};
