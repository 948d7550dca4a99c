/**
* | output |
* | --- |
* | "Description *" |
*
* @param {Admin_Workshop_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_description: ((inputs?: Admin_Workshop_Field_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_DescriptionInputs = {};
