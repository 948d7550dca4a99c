/**
* | output |
* | --- |
* | "Back to all workshops" |
*
* @param {Booking_Back_To_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_back_to_workshops: ((inputs?: Booking_Back_To_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Back_To_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Back_To_WorkshopsInputs = {};
