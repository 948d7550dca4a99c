/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Admin_Status_Discount_InactiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_inactive: ((inputs?: Admin_Status_Discount_InactiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Discount_InactiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Discount_InactiveInputs = {};
