/**
* | output |
* | --- |
* | "No refund" |
*
* @param {Admin_Bookings_No_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_no_refund: ((inputs?: Admin_Bookings_No_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_No_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_No_RefundInputs = {};
