/**
* | output |
* | --- |
* | "This workshop is for ages {ageMin}-{ageMax}." |
*
* @param {Booking_Teen_Age_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_teen_age_hint: ((inputs: Booking_Teen_Age_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Teen_Age_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Teen_Age_HintInputs = {
    ageMin: NonNullable<unknown>;
    ageMax: NonNullable<unknown>;
};
