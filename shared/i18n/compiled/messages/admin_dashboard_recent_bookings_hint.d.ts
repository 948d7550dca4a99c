/**
* | output |
* | --- |
* | "New bookings: bookings made in the last 7 days." |
*
* @param {Admin_Dashboard_Recent_Bookings_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_recent_bookings_hint: ((inputs?: Admin_Dashboard_Recent_Bookings_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Recent_Bookings_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Recent_Bookings_HintInputs = {};
