/**
* | output |
* | --- |
* | "Waiting for a group: we will e-mail you the dates as soon as it has one." |
*
* @param {Booking_Page_Waiting_For_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_waiting_for_group: ((inputs?: Booking_Page_Waiting_For_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Waiting_For_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Waiting_For_GroupInputs = {};
