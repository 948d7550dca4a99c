/**
* | output |
* | --- |
* | "Terms of sale" |
*
* @param {Admin_Booking_Details_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_terms: ((inputs?: Admin_Booking_Details_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_TermsInputs = {};
