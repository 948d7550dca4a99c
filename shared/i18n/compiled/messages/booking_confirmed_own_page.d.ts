/**
* | output |
* | --- |
* | "Your booking has its own page, linked from every e-mail: see your dates, change group or download your data there. Lost the link?" |
*
* @param {Booking_Confirmed_Own_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_own_page: ((inputs?: Booking_Confirmed_Own_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_Own_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_Own_PageInputs = {};
