/**
* | output |
* | --- |
* | "Book Your Spot: {title}" |
*
* @param {Booking_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_heading: ((inputs: Booking_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_HeadingInputs = {
    title: NonNullable<unknown>;
};
