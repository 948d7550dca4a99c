/**
* | output |
* | --- |
* | "Heard of us via" |
*
* @param {Admin_Bookings_Csv_Heard_ViaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_heard_via: ((inputs?: Admin_Bookings_Csv_Heard_ViaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_Heard_ViaInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_Heard_ViaInputs = {};
