/**
* | output |
* | --- |
* | "The filtered documents' PDFs, {limit} at most" |
*
* @param {Admin_Invoices_Archive_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_archive_hint: ((inputs: Admin_Invoices_Archive_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Archive_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Archive_HintInputs = {
    limit: NonNullable<unknown>;
};
