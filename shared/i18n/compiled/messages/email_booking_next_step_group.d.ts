/**
* | output |
* | --- |
* | "Sessions are live, in a small group of 4-6 teens; a quiet spot and a notebook are all your teen needs." |
*
* @param {Email_Booking_Next_Step_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_step_group: ((inputs?: Email_Booking_Next_Step_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Next_Step_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Next_Step_GroupInputs = {};
