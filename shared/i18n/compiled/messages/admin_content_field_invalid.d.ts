/**
* | output |
* | --- |
* | "The field \"{field}\" is not valid" |
*
* @param {Admin_Content_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_invalid: ((inputs: Admin_Content_Field_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_InvalidInputs = {
    field: NonNullable<unknown>;
};
