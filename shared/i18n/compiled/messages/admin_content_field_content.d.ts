/**
* | output |
* | --- |
* | "Content (JSON)" |
*
* @param {Admin_Content_Field_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_content: ((inputs?: Admin_Content_Field_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_ContentInputs = {};
