/**
* | output |
* | --- |
* | "Your teen's age must be between {min} and {max}" |
*
* @param {Booking_Error_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_teen_age: ((inputs: Booking_Error_Teen_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Teen_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Teen_AgeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
