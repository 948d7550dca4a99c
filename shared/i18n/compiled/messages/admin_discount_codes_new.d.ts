/**
* | output |
* | --- |
* | "New code" |
*
* @param {Admin_Discount_Codes_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_new: ((inputs?: Admin_Discount_Codes_NewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_NewInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_NewInputs = {};
