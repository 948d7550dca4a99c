/**
* | output |
* | --- |
* | "The field \"{field}\" must be a text" |
*
* @param {Admin_Content_Field_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_text: ((inputs: Admin_Content_Field_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_TextInputs = {
    field: NonNullable<unknown>;
};
