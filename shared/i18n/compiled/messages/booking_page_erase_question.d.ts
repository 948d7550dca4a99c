/**
* | output |
* | --- |
* | "Erase your child's details?" |
*
* @param {Booking_Page_Erase_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_question: ((inputs?: Booking_Page_Erase_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Erase_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Erase_QuestionInputs = {};
