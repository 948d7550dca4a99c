/**
* | output |
* | --- |
* | "Download credit note {number} (PDF)" |
*
* @param {Invoice_Credit_Note_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_credit_note_download: ((inputs: Invoice_Credit_Note_DownloadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Credit_Note_DownloadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Credit_Note_DownloadInputs = {
    number: NonNullable<unknown>;
};
