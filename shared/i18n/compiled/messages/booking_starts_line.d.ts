/**
* | output |
* | --- |
* | "Starts: {start}" |
*
* @param {Booking_Starts_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_starts_line: ((inputs: Booking_Starts_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Starts_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Starts_LineInputs = {
    start: NonNullable<unknown>;
};
