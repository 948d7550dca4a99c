/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Admin_Status_Discount_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_expired: ((inputs?: Admin_Status_Discount_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Discount_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Discount_ExpiredInputs = {};
