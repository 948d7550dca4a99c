/**
* | output |
* | --- |
* | "Ages {ageMin}-{ageMax}" |
*
* @param {Booking_AgesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_ages: ((inputs: Booking_AgesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_AgesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_AgesInputs = {
    ageMin: NonNullable<unknown>;
    ageMax: NonNullable<unknown>;
};
