/**
* | output |
* | --- |
* | "Please enter your last name" |
*
* @param {Booking_Error_Parent_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_parent_last_name: ((inputs?: Booking_Error_Parent_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Parent_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Parent_Last_NameInputs = {};
