/**
* | output |
* | --- |
* | "This booking is not confirmed yet: it cannot move to another group." |
*
* @param {Booking_Page_Switch_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_not_confirmed: ((inputs?: Booking_Page_Switch_Not_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_Not_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_Not_ConfirmedInputs = {};
