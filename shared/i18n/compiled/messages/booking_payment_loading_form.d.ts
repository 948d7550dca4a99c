/**
* | output |
* | --- |
* | "Loading the secure payment form..." |
*
* @param {Booking_Payment_Loading_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_loading_form: ((inputs?: Booking_Payment_Loading_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Loading_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Loading_FormInputs = {};
