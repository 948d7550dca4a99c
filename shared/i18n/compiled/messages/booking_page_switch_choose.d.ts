/**
* | output |
* | --- |
* | "Please choose a group." |
*
* @param {Booking_Page_Switch_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_choose: ((inputs?: Booking_Page_Switch_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_ChooseInputs = {};
