/**
* | output |
* | --- |
* | "Preparing your confirmation..." |
*
* @param {Booking_Processing_Step_PreparingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_step_preparing: ((inputs?: Booking_Processing_Step_PreparingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Processing_Step_PreparingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Processing_Step_PreparingInputs = {};
