/**
* | output |
* | --- |
* | "Explore More Workshops" |
*
* @param {Booking_Confirmed_More_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_more_workshops: ((inputs?: Booking_Confirmed_More_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_More_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_More_WorkshopsInputs = {};
