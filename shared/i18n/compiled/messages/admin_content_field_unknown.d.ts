/**
* | output |
* | --- |
* | "The field \"{field}\" does not exist for this page" |
*
* @param {Admin_Content_Field_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_unknown: ((inputs: Admin_Content_Field_UnknownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_UnknownInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_UnknownInputs = {
    field: NonNullable<unknown>;
};
