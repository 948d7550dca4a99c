/**
* | output |
* | --- |
* | "Your group has already started: your booking can no longer move to another group." |
*
* @param {Booking_Page_Switch_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_started: ((inputs?: Booking_Page_Switch_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_StartedInputs = {};
