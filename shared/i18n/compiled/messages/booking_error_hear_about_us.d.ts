/**
* | output |
* | --- |
* | "Please choose an answer from the list" |
*
* @param {Booking_Error_Hear_About_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_hear_about_us: ((inputs?: Booking_Error_Hear_About_UsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Hear_About_UsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Hear_About_UsInputs = {};
