/**
* | output |
* | --- |
* | "The code is too long" |
*
* @param {Admin_Discount_Code_Code_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_code_too_long: ((inputs?: Admin_Discount_Code_Code_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Code_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Code_Too_LongInputs = {};
