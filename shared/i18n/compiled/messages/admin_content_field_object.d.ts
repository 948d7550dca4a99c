/**
* | output |
* | --- |
* | "The field \"{field}\" must be an object" |
*
* @param {Admin_Content_Field_ObjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_object: ((inputs: Admin_Content_Field_ObjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_ObjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_ObjectInputs = {
    field: NonNullable<unknown>;
};
