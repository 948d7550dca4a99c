/**
* | output |
* | --- |
* | "New booking confirmed." |
*
* @param {Email_New_Booking_Notice_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_intro: ((inputs?: Email_New_Booking_Notice_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_New_Booking_Notice_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_New_Booking_Notice_IntroInputs = {};
