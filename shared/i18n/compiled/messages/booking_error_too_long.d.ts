/**
* | output |
* | --- |
* | "This answer is too long" |
*
* @param {Booking_Error_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_too_long: ((inputs?: Booking_Error_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Too_LongInputs = {};
