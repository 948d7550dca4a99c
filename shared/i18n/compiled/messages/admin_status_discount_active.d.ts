/**
* | output |
* | --- |
* | "Active" |
*
* @param {Admin_Status_Discount_ActiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_active: ((inputs?: Admin_Status_Discount_ActiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Discount_ActiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Discount_ActiveInputs = {};
