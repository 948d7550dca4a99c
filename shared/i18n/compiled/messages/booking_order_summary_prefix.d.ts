/**
* | output |
* | --- |
* | "Order summary:" |
*
* @param {Booking_Order_Summary_PrefixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_order_summary_prefix: ((inputs?: Booking_Order_Summary_PrefixInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Order_Summary_PrefixInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Order_Summary_PrefixInputs = {};
