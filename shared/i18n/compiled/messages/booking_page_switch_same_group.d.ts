/**
* | output |
* | --- |
* | "Your booking is already in this group. Nothing was changed." |
*
* @param {Booking_Page_Switch_Same_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_same_group: ((inputs?: Booking_Page_Switch_Same_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_Same_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_Same_GroupInputs = {};
