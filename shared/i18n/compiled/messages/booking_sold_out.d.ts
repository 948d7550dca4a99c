/**
* | output |
* | --- |
* | "This workshop is now full. Join the waiting list to hear when a place opens." |
*
* @param {Booking_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_sold_out: ((inputs?: Booking_Sold_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Sold_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Sold_OutInputs = {};
