/**
* | output |
* | --- |
* | "Download Receipt" |
*
* @param {Productivity_Success_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_download_receipt: ((inputs?: Productivity_Success_Download_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Download_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Download_ReceiptInputs = {};
