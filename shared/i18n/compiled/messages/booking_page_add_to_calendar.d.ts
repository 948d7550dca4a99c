/**
* | output |
* | --- |
* | "Add to calendar (.ics)" |
*
* @param {Booking_Page_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_add_to_calendar: ((inputs?: Booking_Page_Add_To_CalendarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Add_To_CalendarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Add_To_CalendarInputs = {};
