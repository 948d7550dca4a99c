/**
* | output |
* | --- |
* | "Your booking links" |
*
* @param {Email_Booking_Links_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_heading: ((inputs?: Email_Booking_Links_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Links_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Links_HeadingInputs = {};
