/**
* | output |
* | --- |
* | "This group is not a group of your workshop. Nothing was changed." |
*
* @param {Booking_Page_Switch_Other_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_other_workshop: ((inputs?: Booking_Page_Switch_Other_WorkshopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_Other_WorkshopInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_Other_WorkshopInputs = {};
