/**
* | output |
* | --- |
* | "Type / status" |
*
* @param {Admin_Invoices_Col_StateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_state: ((inputs?: Admin_Invoices_Col_StateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Col_StateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Col_StateInputs = {};
