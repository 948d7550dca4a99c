/**
* | output |
* | --- |
* | "Live online group sessions for ages {ageMin}-{ageMax}, in groups of 4-6 teens." |
*
* @param {Booking_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_intro: ((inputs: Booking_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_IntroInputs = {
    ageMin: NonNullable<unknown>;
    ageMax: NonNullable<unknown>;
};
