/**
* | output |
* | --- |
* | "Download receipt (PDF)" |
*
* @param {Booking_Page_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_download_receipt: ((inputs?: Booking_Page_Download_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Download_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Download_ReceiptInputs = {};
