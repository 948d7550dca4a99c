/**
* | output |
* | --- |
* | "Duration *" |
*
* @param {Admin_Workshop_Field_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_duration: ((inputs?: Admin_Workshop_Field_DurationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_DurationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_DurationInputs = {};
