/**
* | output |
* | --- |
* | "Your discount code covers the full price, so no card is needed. Confirm to book your teen's place." |
*
* @param {Booking_Payment_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_free: ((inputs?: Booking_Payment_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_FreeInputs = {};
