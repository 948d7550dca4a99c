/**
* | output |
* | --- |
* | "Total bookings" |
*
* @param {Admin_Dashboard_Total_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_total_bookings: ((inputs?: Admin_Dashboard_Total_BookingsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Total_BookingsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Total_BookingsInputs = {};
