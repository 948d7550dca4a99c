/**
* | output |
* | --- |
* | "Add to Calendar" |
*
* @param {Booking_Confirmed_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_calendar: ((inputs?: Booking_Confirmed_CalendarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_CalendarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_CalendarInputs = {};
