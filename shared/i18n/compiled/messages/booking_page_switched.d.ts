/**
* | output |
* | --- |
* | "Your booking has moved to the new group. We have e-mailed you the new dates and calendar file." |
*
* @param {Booking_Page_SwitchedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switched: ((inputs?: Booking_Page_SwitchedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_SwitchedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_SwitchedInputs = {};
