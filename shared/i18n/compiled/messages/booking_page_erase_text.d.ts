/**
* | output |
* | --- |
* | "Their first and last name, age and special requests are erased from this booking, its payment and the e-mails we sent about it. This cannot be undone. The bo..." |
*
* @param {Booking_Page_Erase_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_text: ((inputs?: Booking_Page_Erase_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Erase_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Erase_TextInputs = {};
