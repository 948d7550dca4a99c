/**
* | output |
* | --- |
* | "." |
*
* @param {Booking_Confirmed_Own_Page_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_own_page_end: ((inputs?: Booking_Confirmed_Own_Page_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_Own_Page_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_Own_Page_EndInputs = {};
