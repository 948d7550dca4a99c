/**
* | output |
* | --- |
* | "Discount codes" |
*
* @param {Admin_Dashboard_Discount_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_discount_codes: ((inputs?: Admin_Dashboard_Discount_CodesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Discount_CodesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Discount_CodesInputs = {};
