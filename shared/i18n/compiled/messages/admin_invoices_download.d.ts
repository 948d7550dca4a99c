/**
* | output |
* | --- |
* | "Download {number} (PDF)" |
*
* @param {Admin_Invoices_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_download: ((inputs: Admin_Invoices_DownloadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_DownloadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_DownloadInputs = {
    number: NonNullable<unknown>;
};
