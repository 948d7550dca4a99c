/**
* | output |
* | --- |
* | "This booking is waiting for a group: we will e-mail you the dates as soon as it has one." |
*
* @param {Booking_Page_Switch_UnassignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_unassigned: ((inputs?: Booking_Page_Switch_UnassignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_UnassignedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_UnassignedInputs = {};
