/**
* | output |
* | --- |
* | "Discount code" |
*
* @param {Admin_Bookings_Csv_Discount_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_discount_code: ((inputs?: Admin_Bookings_Csv_Discount_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_Discount_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_Discount_CodeInputs = {};
