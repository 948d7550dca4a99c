/**
* | output |
* | --- |
* | "Another time suits your family better? Move to another group of this workshop while it has a free seat. We e-mail you the new dates and calendar file." |
*
* @param {Booking_Page_Switch_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_legend: ((inputs?: Booking_Page_Switch_LegendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Switch_LegendInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Switch_LegendInputs = {};
