/**
* | output |
* | --- |
* | "If we have bookings for this address, we have sent their links to it." |
*
* @param {Booking_Links_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_links_sent: ((inputs?: Booking_Links_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Links_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Links_SentInputs = {};
