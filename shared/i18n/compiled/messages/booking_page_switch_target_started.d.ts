/**
* | output |
* | --- |
* | "This group has already started. Please choose another one." |
*
* @param {Booking_Page_Switch_Target_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_target_started: ((inputs?: Booking_Page_Switch_Target_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_Target_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_Target_StartedInputs = {};
