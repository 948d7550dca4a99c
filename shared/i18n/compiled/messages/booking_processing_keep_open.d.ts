/**
* | output |
* | --- |
* | "Please do not close this page." |
*
* @param {Booking_Processing_Keep_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_keep_open: ((inputs?: Booking_Processing_Keep_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Processing_Keep_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Processing_Keep_OpenInputs = {};
