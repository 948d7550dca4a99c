/**
* | output |
* | --- |
* | "Ask for your booking links again" |
*
* @param {Booking_Confirmed_Links_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_links_again: ((inputs?: Booking_Confirmed_Links_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_Links_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_Links_AgainInputs = {};
