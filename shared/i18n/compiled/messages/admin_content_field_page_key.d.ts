/**
* | output |
* | --- |
* | "Page key" |
*
* @param {Admin_Content_Field_Page_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_page_key: ((inputs?: Admin_Content_Field_Page_KeyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_Page_KeyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_Page_KeyInputs = {};
