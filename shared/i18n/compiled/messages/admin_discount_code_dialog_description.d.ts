/**
* | output |
* | --- |
* | "Fields marked * are required. Amounts are entered in euros." |
*
* @param {Admin_Discount_Code_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_dialog_description: ((inputs?: Admin_Discount_Code_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Dialog_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Dialog_DescriptionInputs = {};
