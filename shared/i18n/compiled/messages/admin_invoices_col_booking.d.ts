/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Admin_Invoices_Col_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_booking: ((inputs?: Admin_Invoices_Col_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Col_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Col_BookingInputs = {};
