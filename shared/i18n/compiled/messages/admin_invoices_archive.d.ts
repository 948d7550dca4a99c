/**
* | output |
* | --- |
* | "PDFs (ZIP)" |
*
* @param {Admin_Invoices_ArchiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_archive: ((inputs?: Admin_Invoices_ArchiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_ArchiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_ArchiveInputs = {};
