/**
* | output |
* | --- |
* | "Card payment needs JavaScript. Please turn it on to book online, or write to us and we will help." |
*
* @param {Booking_NoscriptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_noscript: ((inputs?: Booking_NoscriptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_NoscriptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_NoscriptInputs = {};
