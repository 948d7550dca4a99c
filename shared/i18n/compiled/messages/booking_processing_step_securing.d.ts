/**
* | output |
* | --- |
* | "Securing your spot..." |
*
* @param {Booking_Processing_Step_SecuringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_step_securing: ((inputs?: Booking_Processing_Step_SecuringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Processing_Step_SecuringInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Processing_Step_SecuringInputs = {};
