/**
* | output |
* | --- |
* | "Early start asked for on {when}" |
*
* @param {Admin_Booking_Details_Express_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_express_asked: ((inputs: Admin_Booking_Details_Express_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Express_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Express_AskedInputs = {
    when: NonNullable<unknown>;
};
