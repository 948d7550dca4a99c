/**
* | output |
* | --- |
* | "How did you hear about us?" |
*
* @param {Booking_Hear_About_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_hear_about_us: ((inputs?: Booking_Hear_About_UsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hear_About_UsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Hear_About_UsInputs = {};
