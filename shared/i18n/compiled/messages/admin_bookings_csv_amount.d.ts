/**
* | output |
* | --- |
* | "Amount (EUR)" |
*
* @param {Admin_Bookings_Csv_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_amount: ((inputs?: Admin_Bookings_Csv_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_AmountInputs = {};
