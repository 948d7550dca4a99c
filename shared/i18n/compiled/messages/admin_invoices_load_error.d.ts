/**
* | output |
* | --- |
* | "Could not load the invoices" |
*
* @param {Admin_Invoices_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_load_error: ((inputs?: Admin_Invoices_Load_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Load_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Load_ErrorInputs = {};
