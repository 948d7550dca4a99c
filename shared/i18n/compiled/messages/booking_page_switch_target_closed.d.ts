/**
* | output |
* | --- |
* | "This group is not open. Please choose another one." |
*
* @param {Booking_Page_Switch_Target_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_target_closed: ((inputs?: Booking_Page_Switch_Target_ClosedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_Target_ClosedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_Target_ClosedInputs = {};
