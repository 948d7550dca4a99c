/**
* | output |
* | --- |
* | "Maximum age *" |
*
* @param {Admin_Workshop_Field_Age_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_age_max: ((inputs?: Admin_Workshop_Field_Age_MaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_Age_MaxInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_Age_MaxInputs = {};
