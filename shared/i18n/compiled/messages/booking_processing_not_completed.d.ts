/**
* | output |
* | --- |
* | "Your payment was not completed. Please try again." |
*
* @param {Booking_Processing_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_not_completed: ((inputs?: Booking_Processing_Not_CompletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Processing_Not_CompletedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Processing_Not_CompletedInputs = {};
