/**
* | output |
* | --- |
* | "New bookings" |
*
* @param {Admin_Dashboard_Recent_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_recent_bookings: ((inputs?: Admin_Dashboard_Recent_BookingsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Recent_BookingsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Recent_BookingsInputs = {};
