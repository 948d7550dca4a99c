/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Booking_Discount_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_checking: ((inputs?: Booking_Discount_CheckingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Discount_CheckingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Discount_CheckingInputs = {};
