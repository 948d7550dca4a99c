/**
* | output |
* | --- |
* | "{teenFirstName} is registered for {workshop}." |
*
* @param {Booking_Confirmed_RegisteredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_registered: ((inputs: Booking_Confirmed_RegisteredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_RegisteredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_RegisteredInputs = {
    teenFirstName: NonNullable<unknown>;
    workshop: NonNullable<unknown>;
};
