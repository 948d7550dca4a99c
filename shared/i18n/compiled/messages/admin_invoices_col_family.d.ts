/**
* | output |
* | --- |
* | "Family" |
*
* @param {Admin_Invoices_Col_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_family: ((inputs?: Admin_Invoices_Col_FamilyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Col_FamilyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Col_FamilyInputs = {};
