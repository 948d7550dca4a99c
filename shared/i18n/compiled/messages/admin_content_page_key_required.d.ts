/**
* | output |
* | --- |
* | "Choose a page" |
*
* @param {Admin_Content_Page_Key_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_page_key_required: ((inputs?: Admin_Content_Page_Key_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Page_Key_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Page_Key_RequiredInputs = {};
