/**
* | output |
* | --- |
* | "Confirming your payment..." |
*
* @param {Booking_Processing_Step_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_step_confirming: ((inputs?: Booking_Processing_Step_ConfirmingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Processing_Step_ConfirmingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Processing_Step_ConfirmingInputs = {};
