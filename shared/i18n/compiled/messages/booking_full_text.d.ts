/**
* | output |
* | --- |
* | "Every place in {title} is taken. Join the waiting list and we will write to you as soon as a place opens or a new group starts." |
*
* @param {Booking_Full_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_full_text: ((inputs: Booking_Full_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Full_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Full_TextInputs = {
    title: NonNullable<unknown>;
};
