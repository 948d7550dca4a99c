/**
* | output |
* | --- |
* | "Choose an answer (optional)" |
*
* @param {Booking_Hear_About_Us_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_hear_about_us_empty: ((inputs?: Booking_Hear_About_Us_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hear_About_Us_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Hear_About_Us_EmptyInputs = {};
