/**
* | output |
* | --- |
* | "Minimum age *" |
*
* @param {Admin_Workshop_Field_Age_MinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_age_min: ((inputs?: Admin_Workshop_Field_Age_MinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_Age_MinInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_Age_MinInputs = {};
