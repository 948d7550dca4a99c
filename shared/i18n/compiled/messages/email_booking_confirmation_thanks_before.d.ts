/**
* | output |
* | --- |
* | "Thank you! {teenName}'s place in" |
*
* @param {Email_Booking_Confirmation_Thanks_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_thanks_before: ((inputs: Email_Booking_Confirmation_Thanks_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Confirmation_Thanks_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Confirmation_Thanks_BeforeInputs = {
    teenName: NonNullable<unknown>;
};
