/**
* | output |
* | --- |
* | "Download Receipt" |
*
* @param {Booking_Confirmed_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_receipt: ((inputs?: Booking_Confirmed_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_ReceiptInputs = {};
