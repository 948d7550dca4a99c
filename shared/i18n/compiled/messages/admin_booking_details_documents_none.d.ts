/**
* | output |
* | --- |
* | "None (free booking, or booked before invoices)" |
*
* @param {Admin_Booking_Details_Documents_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_documents_none: ((inputs?: Admin_Booking_Details_Documents_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Documents_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Documents_NoneInputs = {};
