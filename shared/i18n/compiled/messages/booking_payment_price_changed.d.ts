/**
* | output |
* | --- |
* | "The price of this booking has changed. Please check the total before paying." |
*
* @param {Booking_Payment_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_price_changed: ((inputs?: Booking_Payment_Price_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Price_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Price_ChangedInputs = {};
