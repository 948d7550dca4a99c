/**
* | output |
* | --- |
* | "Anything the coach should know (optional)" |
*
* @param {Booking_Special_Requests_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_special_requests_placeholder: ((inputs?: Booking_Special_Requests_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Special_Requests_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Special_Requests_PlaceholderInputs = {};
