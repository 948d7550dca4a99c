/**
* | output |
* | --- |
* | "A confirmation e-mail is on its way to {email}." |
*
* @param {Booking_Confirmed_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_email: ((inputs: Booking_Confirmed_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_EmailInputs = {
    email: NonNullable<unknown>;
};
