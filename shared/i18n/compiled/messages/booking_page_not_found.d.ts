/**
* | output |
* | --- |
* | "We could not find this booking. Ask for your booking links again with your e-mail address." |
*
* @param {Booking_Page_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_not_found: ((inputs?: Booking_Page_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Not_FoundInputs = {};
