/**
* | output |
* | --- |
* | "Discount (EUR)" |
*
* @param {Admin_Bookings_Csv_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_discount: ((inputs?: Admin_Bookings_Csv_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_DiscountInputs = {};
