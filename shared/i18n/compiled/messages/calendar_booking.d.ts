/**
* | output |
* | --- |
* | "Your booking: {url}" |
*
* @param {Calendar_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const calendar_booking: ((inputs: Calendar_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_BookingInputs = {
    url: NonNullable<unknown>;
};
