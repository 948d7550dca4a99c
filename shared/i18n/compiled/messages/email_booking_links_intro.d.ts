/**
* | output |
* | --- |
* | "You asked for the links to your bookings. Each link opens the booking's own page: keep them to yourself, anyone with a link can see and change the booking." |
*
* @param {Email_Booking_Links_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_intro: ((inputs?: Email_Booking_Links_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Links_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Links_IntroInputs = {};
