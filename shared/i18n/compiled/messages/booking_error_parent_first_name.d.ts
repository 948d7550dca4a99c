/**
* | output |
* | --- |
* | "Please enter your first name" |
*
* @param {Booking_Error_Parent_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_parent_first_name: ((inputs?: Booking_Error_Parent_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Parent_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Parent_First_NameInputs = {};
