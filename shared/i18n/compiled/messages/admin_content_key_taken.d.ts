/**
* | output |
* | --- |
* | "(already exists)" |
*
* @param {Admin_Content_Key_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_key_taken: ((inputs?: Admin_Content_Key_TakenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Key_TakenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Key_TakenInputs = {};
