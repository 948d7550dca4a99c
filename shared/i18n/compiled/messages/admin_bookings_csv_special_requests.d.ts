/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Admin_Bookings_Csv_Special_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_special_requests: ((inputs?: Admin_Bookings_Csv_Special_RequestsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_Special_RequestsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_Special_RequestsInputs = {};
