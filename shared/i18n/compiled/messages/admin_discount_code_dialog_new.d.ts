/**
* | output |
* | --- |
* | "New discount code" |
*
* @param {Admin_Discount_Code_Dialog_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_dialog_new: ((inputs?: Admin_Discount_Code_Dialog_NewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Dialog_NewInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Dialog_NewInputs = {};
