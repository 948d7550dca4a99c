/**
* | output |
* | --- |
* | "Edit the content" |
*
* @param {Admin_Content_Dialog_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_dialog_edit: ((inputs?: Admin_Content_Dialog_EditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Dialog_EditInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Dialog_EditInputs = {};
