/**
* | output |
* | --- |
* | "The video-call link arrives by e-mail 24 hours before the first session." |
*
* @param {Email_Booking_Next_Step_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_step_link: ((inputs?: Email_Booking_Next_Step_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Next_Step_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Next_Step_LinkInputs = {};
