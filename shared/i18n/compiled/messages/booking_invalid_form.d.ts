/**
* | output |
* | --- |
* | "Please check the booking form and try again." |
*
* @param {Booking_Invalid_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_invalid_form: ((inputs?: Booking_Invalid_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Invalid_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Invalid_FormInputs = {};
