/**
* | output |
* | --- |
* | "The field \"{field}\" is required" |
*
* @param {Admin_Content_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_required: ((inputs: Admin_Content_Field_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_RequiredInputs = {
    field: NonNullable<unknown>;
};
