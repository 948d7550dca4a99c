/**
* | output |
* | --- |
* | "Franchise (art. 293 B du CGI)" |
*
* @param {Admin_Invoices_Vat_FranchiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_vat_franchise: ((inputs?: Admin_Invoices_Vat_FranchiseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Vat_FranchiseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Vat_FranchiseInputs = {};
