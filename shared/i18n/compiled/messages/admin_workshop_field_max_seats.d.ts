/**
* | output |
* | --- |
* | "Maximum seats *" |
*
* @param {Admin_Workshop_Field_Max_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_max_seats: ((inputs?: Admin_Workshop_Field_Max_SeatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_Max_SeatsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_Max_SeatsInputs = {};
