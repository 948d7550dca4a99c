/**
* | output |
* | --- |
* | "Invoice and credit notes" |
*
* @param {Admin_Booking_Details_DocumentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_documents: ((inputs?: Admin_Booking_Details_DocumentsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_DocumentsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_DocumentsInputs = {};
