/**
* | output |
* | --- |
* | "If you did not ask for them, you can ignore this e-mail." |
*
* @param {Email_Booking_Links_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_not_you: ((inputs?: Email_Booking_Links_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Links_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Links_Not_YouInputs = {};
