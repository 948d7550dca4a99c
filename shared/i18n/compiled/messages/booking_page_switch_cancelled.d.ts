/**
* | output |
* | --- |
* | "This booking is cancelled: it cannot move to another group." |
*
* @param {Booking_Page_Switch_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_cancelled: ((inputs?: Booking_Page_Switch_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_CancelledInputs = {};
