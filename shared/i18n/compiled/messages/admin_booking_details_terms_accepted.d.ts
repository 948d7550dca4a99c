/**
* | output |
* | --- |
* | "Accepted: version of {version}, on {when}" |
*
* @param {Admin_Booking_Details_Terms_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_terms_accepted: ((inputs: Admin_Booking_Details_Terms_AcceptedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Terms_AcceptedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Terms_AcceptedInputs = {
    version: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
