/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Admin_Booking_Details_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_title: ((inputs: Admin_Booking_Details_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_TitleInputs = {
    reference: NonNullable<unknown>;
};
