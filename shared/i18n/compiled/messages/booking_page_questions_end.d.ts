/**
* | output |
* | --- |
* | "with your booking reference. Keep this page's link to yourself: anyone who has it can manage the booking." |
*
* @param {Booking_Page_Questions_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_questions_end: ((inputs?: Booking_Page_Questions_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Questions_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Questions_EndInputs = {};
