/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Booking_Error_Parent_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_parent_phone: ((inputs?: Booking_Error_Parent_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Parent_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Parent_PhoneInputs = {};
