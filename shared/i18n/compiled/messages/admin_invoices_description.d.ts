/**
* | output |
* | --- |
* | "Invoices and credit notes issued, for the accounts." |
*
* @param {Admin_Invoices_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_description: ((inputs?: Admin_Invoices_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_DescriptionInputs = {};
