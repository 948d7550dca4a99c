/**
* | output |
* | --- |
* | "More than {limit} documents: choose a shorter period to download their PDFs." |
*
* @param {Admin_Invoices_Archive_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_archive_too_many: ((inputs: Admin_Invoices_Archive_Too_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Archive_Too_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Archive_Too_ManyInputs = {
    limit: NonNullable<unknown>;
};
