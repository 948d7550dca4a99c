/**
* | output |
* | --- |
* | "All documents" |
*
* @param {Admin_Invoices_All_KindsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_all_kinds: ((inputs?: Admin_Invoices_All_KindsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_All_KindsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_All_KindsInputs = {};
