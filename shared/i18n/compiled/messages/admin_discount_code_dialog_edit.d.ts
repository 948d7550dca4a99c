/**
* | output |
* | --- |
* | "Edit the discount code" |
*
* @param {Admin_Discount_Code_Dialog_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_dialog_edit: ((inputs?: Admin_Discount_Code_Dialog_EditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Dialog_EditInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Dialog_EditInputs = {};
