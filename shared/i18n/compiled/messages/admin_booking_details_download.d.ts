/**
* | output |
* | --- |
* | "Download the data (JSON)" |
*
* @param {Admin_Booking_Details_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_download: ((inputs?: Admin_Booking_Details_DownloadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_DownloadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_DownloadInputs = {};
