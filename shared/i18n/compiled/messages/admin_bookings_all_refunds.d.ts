/**
* | output |
* | --- |
* | "All refunds" |
*
* @param {Admin_Bookings_All_RefundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_all_refunds: ((inputs?: Admin_Bookings_All_RefundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_All_RefundsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_All_RefundsInputs = {};
