/**
* | output |
* | --- |
* | "Untitled" |
*
* @param {Admin_Content_UntitledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_untitled: ((inputs?: Admin_Content_UntitledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_UntitledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_UntitledInputs = {};
