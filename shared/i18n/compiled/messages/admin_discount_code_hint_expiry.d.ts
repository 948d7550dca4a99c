/**
* | output |
* | --- |
* | "Empty: never expires (Paris time)" |
*
* @param {Admin_Discount_Code_Hint_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_expiry: ((inputs?: Admin_Discount_Code_Hint_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Hint_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Hint_ExpiryInputs = {};
